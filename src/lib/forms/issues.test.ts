import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueFields, issuePath, validationFailure } from "./issues.ts";

const schema = z.object({
  name: z.string().min(1, "Name, please."),
  details: z.object({ year: z.number({ error: "A year, please." }) }),
  code: z
    .string()
    .regex(/^\d{6}$/, "Code must be 6 digits.")
    .min(6, "Too short."),
});
const issuesOf = (value: unknown) => schema.safeParse(value).error!.issues;

describe("zod issues as a form's fields (browser and functions alike)", () => {
  it("names each field by its dotted path, with its first message", () => {
    expect(issueFields(issuesOf({ name: "", details: {}, code: "12" }))).toEqual({
      name: "Name, please.",
      "details.year": "A year, please.",
      code: "Code must be 6 digits.",
    });
  });

  it("names an issue about the whole value by the caller's word for it", () => {
    const [issue] = z.string().safeParse(1).error!.issues;
    expect(issuePath(issue!)).toBe("(body)");
    expect(issuePath(issue!, "(top level)")).toBe("(top level)");
    expect(issueFields([issue!])).toEqual({ "(body)": issue!.message });
  });

  it("says 'Please fix the following errors:', or one field's own message when the contract asks", () => {
    const one = issuesOf({ name: "Ada", details: { year: 2020 }, code: "12" });
    expect(validationFailure(one)).toEqual({
      message: "Please fix the following errors:",
      fields: { code: "Code must be 6 digits." },
    });
    expect(validationFailure(one, true).message).toBe("Code must be 6 digits.");
    expect(validationFailure(issuesOf({ details: {} }), true).message).toBe("Please fix the following errors:");
  });
});
