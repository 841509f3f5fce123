import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { useFunctionsServer } from "./support/functions-server.ts";
import { useFunctionEnv } from "./support/harness.ts";

const run = promisify(execFile);
useFunctionEnv();
const server = useFunctionsServer(["two-yards"]);

describe("npm run staff (scripts/staff.ts)", () => {
  const cli = (...args: string[]) =>
    // No --url: the local server on PORT, told the dealer by header as on a developer's machine.
    run(process.execPath, ["scripts/staff.ts", "two-yards", ...args], {
      env: { ...process.env, PORT: String(server.port()) },
    });

  it("invites the first owner, lists and removes them, with progress and a result line", async () => {
    const invited = await cli("invite", "First.Owner@Dealer.example", "--role", "owner");
    expect(invited.stdout).toContain("two-yards: invite First.Owner@Dealer.example at the local server (port");
    expect(invited.stdout).toContain("two-yards: first.owner@dealer.example invited as owner; a sign-in link");
    expect((await cli("list")).stdout).toMatch(
      /first\.owner@dealer\.example\s+owner\s+invited by ops[\s\S]*1 staff member\./,
    );
    expect((await cli("remove", "first.owner@dealer.example")).stdout).toContain("removed; 0 console sessions ended.");
  });

  // The dealer's own local address, as a browser would reach it (Node alone does not resolve *.localhost).
  it("reaches a dealer by its *.localhost address with --url", async () => {
    const url = `http://two-yards.localhost:${server.port()}`;
    const invited = await run(
      process.execPath,
      ["scripts/staff.ts", "two-yards", "invite", "Yard.Sales@Dealer.example", "--role", "sales", "--url", url],
      {
        env: { ...process.env, PORT: "9" },
      },
    );
    expect(invited.stdout).toContain(`two-yards: invite Yard.Sales@Dealer.example at ${url}…`);
    expect(invited.stdout).toContain("two-yards: yard.sales@dealer.example invited as sales; a sign-in link");
    expect(invited.stdout).toMatch(/the local mailbox has it; open http:\/\/\S+#token=/);
  });

  it("refuses an invite without a role, and says why", async () => {
    const refused = await cli("invite", "a@b.example").catch((e) => e);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("invite needs --role owner, sales, editor");
  });
});
