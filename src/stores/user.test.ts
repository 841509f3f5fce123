import { beforeEach, describe, expect, it, vi } from "vitest";

const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  vi.resetModules();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
});

describe("the shopper's remembered details", () => {
  it("never carry a marketing opt-in or accepted terms to the next form", async () => {
    storage.set(
      "forecourt:user",
      JSON.stringify({ first_name: "Ada", email: "ada@example.com", opt_in: true, terms_accepted: true }),
    );
    const { $user, rememberUser } = await import("./user.ts");
    expect($user.get()).toEqual({ first_name: "Ada", email: "ada@example.com" });

    rememberUser({ last_name: "Lovelace", opt_in: true } as never);
    expect($user.get()).toEqual({ first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" });
    expect(JSON.parse(storage.get("forecourt:user")!)).toEqual($user.get());
  });

  it("keep an earlier answer where the new form left it empty", async () => {
    const { $user, rememberUser } = await import("./user.ts");
    rememberUser({ first_name: "Ada", phone: "0412000111" });
    rememberUser({ first_name: "Grace", phone: "" });
    expect($user.get()).toEqual({ first_name: "Grace", phone: "0412000111" });
  });
});
