import { describe, expect, it } from "vitest";
import { enquirySteps, errorsOfStep, firstStepWithErrors, stepOfField } from "./enquiry-steps.ts";

describe("enquirySteps (§4 lead form multi-step)", () => {
  it.each([
    ["trade-in", true, ["Your car", "Your details"]],
    ["sell-my-car", true, ["Your car", "Your details"]],
    ["service", true, ["Your service", "Your details"]],
    ["fleet", true, ["Your fleet", "Your details"]],
    ["general", true, ["Your details"]],
    ["vehicle", true, ["Your details"]],
    ["contact", true, ["Your details"]],
    ["trade-in", false, ["Your details"]],
  ] as const)("%s (multi-step %s) has steps %j", (kind, multiStep, titles) => {
    expect(enquirySteps(kind, multiStep).map((s) => s.title)).toEqual(titles);
  });

  it("asks for the car first and contact details second on a trade-in", () => {
    const [car, contact] = enquirySteps("trade-in", true);
    expect(car!.fields).toEqual(
      expect.arrayContaining(["details.vehicle.year", "details.vehicle.make", "details.vehicle.model", "comments"]),
    );
    expect(car!.fields).not.toContain("email");
    expect(contact!.fields).toEqual(expect.arrayContaining(["first_name", "email", "phone", "terms_accepted"]));
  });

  it("a one-step form shows every field", () => {
    const [only] = enquirySteps("trade-in", false);
    expect(only!.fields).toEqual(expect.arrayContaining(["first_name", "details.vehicle.make", "comments"]));
  });
});

describe("errors by step", () => {
  const steps = enquirySteps("trade-in", true);
  const errors = {
    "details.vehicle.make": "This is a required field.",
    email: "Please enter a valid email address.",
    mystery: "x",
  };

  it("places each error on the step that shows its field; unknown fields on the last step", () => {
    expect(stepOfField(steps, "details.vehicle.make")).toBe(0);
    expect(stepOfField(steps, "comments")).toBe(0);
    expect(stepOfField(steps, "email")).toBe(1);
    expect(stepOfField(steps, "mystery")).toBe(1);
  });

  it("shows a step only its own errors", () => {
    expect(errorsOfStep(steps, 0, errors)).toEqual({ "details.vehicle.make": "This is a required field." });
    expect(Object.keys(errorsOfStep(steps, 1, errors))).toEqual(["email", "mystery"]);
  });

  it("sends a failed submit back to the first step with an error", () => {
    expect(firstStepWithErrors(steps, errors, 1)).toBe(0);
    expect(firstStepWithErrors(steps, { email: "x" }, 1)).toBe(1);
    expect(firstStepWithErrors(steps, {}, 1)).toBe(1);
  });
});
