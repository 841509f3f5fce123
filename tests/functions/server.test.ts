import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/server-fixtures.ts";
import { useFunctionsServer } from "./support/functions-server.ts";
import { useFunctionEnv } from "./support/harness.ts";

/** The real functions/ folder behind the local server, for a real sample dealer: what the browser and the benchmark use. */
useFunctionEnv();
process.env.TENANTS_DIR = resolve("tenants");

const server = useFunctionsServer(["bayside-ford"]);
const port = server.port;

const host = () => `bayside-ford.localhost:${port()}`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  rawRequest(port(), {
    host: host(),
    path,
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("functions behind the local server", () => {
  it("loads every function", async () => {
    const names = (await server.forecourt().ready).routes.map((r) => r.name).sort();
    // Every function file, by its name (a file the runner could not load would be missing).
    const files = readdirSync("functions")
      .filter((file) => file.endsWith(".ts"))
      .map((file) => file.replace(/\.ts$/, ""))
      .sort();
    expect(files.length).toBeGreaterThan(50);
    expect(names).toEqual(files);
  });

  it("takes a lead for a sample dealer from its own origin", async () => {
    const res = await post(
      "/api/leads",
      {
        kind: "contact",
        category: "Service",
        first_name: "Max",
        last_name: "Power",
        email: "max@example.com",
        phone: "0412000111",
        comments: "Hi",
      },
      { origin: `http://${host()}` },
    );
    expect(res.status).toBe(201);
    expect(res.json().lead.type).toBe("Contact Enquiry");
  });

  it("signs in with the local SMS provider's code and saves a car", async () => {
    const phone = "0412000222";
    expect((await post("/api/sign-in/send", { phone_number: phone })).status).toBe(200);
    const { code } = (await rawRequest(port(), { host: host(), path: `/api/dev/last-sms?phone=${phone}` })).json();
    const verified = await post("/api/sign-in/verify", { phone_number: phone, code });
    expect(verified.status).toBe(200);
    const cookie = String(verified.headers["set-cookie"]).split(";")[0]!;
    const car = (await import("../../tenants/bayside-ford/feed/cars.json", { with: { type: "json" } })).default[0] as {
      id: string | number;
    };
    expect(
      (await post("/api/watchlist/save-car", { phone_number: phone, car_id: car.id }, { cookie })).json().message,
    ).toBe("Car Saved In Watchlist");
  });

  it("quotes delivery for bayside-ford (calculator on)", async () => {
    const res = await post("/api/delivery-quote", { postcode: "3000" });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ cost: 0, state: "VIC" });
  });

  it("runs the scheduled outbox function by hand", async () => {
    const res = await rawRequest(port(), { host: host(), path: "/.netlify/functions/outbox-retry" });
    expect(res.status).toBe(200);
    expect(res.json()).toHaveProperty("attempted");
  });
});
