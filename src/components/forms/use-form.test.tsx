// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ApiFailure } from "../../client/call-api.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";
import {
  type Form,
  type FormOptions,
  newIdempotencyKey,
  problemsOf,
  useErrorsFollowValues,
  useForm,
} from "./use-form.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A form with two inputs, its summary linking to them, and the hook handed out to the test. */
function Harness(props: { options?: FormOptions; onForm: (form: Form) => void; labels?: boolean }) {
  const form = useForm(props.options);
  props.onForm(form);
  return (
    <form aria-busy={form.busy}>
      <ErrorSummary form={form} labelOf={props.labels ? (field) => field.toUpperCase() : undefined} />
      <input id="f-name" aria-label="name" />
      <input id="f-email" aria-label="email" />
    </form>
  );
}

function mount(options?: FormOptions, labels = true) {
  let form!: Form;
  render(<Harness options={options} labels={labels} onForm={(f) => (form = f)} />);
  return () => form;
}

const failure = (over: Partial<ApiFailure>): ApiFailure => ({
  ok: false,
  status: 400,
  code: "validation",
  message: "x",
  ...over,
});

describe("useForm", () => {
  it("lists the problems under the summary, linked to their fields, and focuses the summary", async () => {
    const form = mount({ fieldId: (field) => `f-${field}` });
    act(() => form().fail({ name: "This is a required field.", email: "Bad." }, "Please fix the following errors:"));
    const summary = screen.getByRole("alert");
    expect(summary.textContent).toBe("Please fix the following errors:NAME: This is a required field.EMAIL: Bad.");
    expect(screen.getByRole("link", { name: "NAME" }).getAttribute("href")).toBe("#f-name");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(form().status).toBe("failure");
  });

  it("focuses the first field in error when the form asks for that, and nothing when it asks for nothing", async () => {
    const form = mount({ focus: "first-error", fieldId: (field) => `f-${field}` });
    act(() => form().fail({ email: "Bad.", name: "Required." }));
    await waitFor(() => expect(document.activeElement?.id).toBe("f-email"));
    expect(screen.queryByRole("alert")).toBeNull();
    cleanup();

    const quiet = mount({ focus: "none" }, false);
    act(() => quiet().fail({}, "Lead submission failed"));
    const alert = screen.getByRole("alert");
    expect(alert.outerHTML).toBe('<div class="form-alert" role="alert"><p>Lead submission failed</p></div>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it("lists plain messages when the form names no fields", () => {
    const form = mount({ focus: "none" }, false);
    act(() => form().failWith(failure({ fields: { "answer.postcode": "Invalid postcode." } }), (p) => p.slice(7)));
    expect(screen.getByRole("alert").textContent).toBe("Please fix the following errors:Invalid postcode.");
    expect(form().errors).toEqual({ postcode: "Invalid postcode." });
  });

  it("says a refused call's own message unless it is a validation answer", () => {
    const form = mount();
    act(() => form().failWith(failure({ code: "payments_unavailable", message: "Try later." })));
    expect(form().summary).toBe("Try later.");
    expect(form().errors).toEqual({});
    act(() =>
      form().failWith(failure({ message: "Code must be 6 digits.", fields: { code: "Code must be 6 digits." } })),
    );
    expect(form().summary).toBe("Please fix the following errors:");
  });

  it("checks with a schema in the browser: each field's first message", () => {
    const form = mount();
    const schema = z.object({ name: z.string().min(1, "Required."), age: z.number({ error: "A number." }) });
    let ok = true;
    act(() => {
      ok = form().check(schema, { name: "" });
    });
    expect(ok).toBe(false);
    expect(form().errors).toEqual({ name: "Required.", age: "A number." });
    expect(form().summary).toBe("Please fix the following errors:");
    expect(form().check(schema, { name: "Ada", age: 3 })).toBe(true);
  });

  it("is busy while a submit is in flight, stays busy after a success it does not end, and not after a failure", async () => {
    const form = mount();
    let answer!: (value: { ok: boolean }) => void;
    let sent!: Promise<{ ok: boolean }>;
    act(() => {
      sent = form().submit(() => new Promise((resolve) => (answer = resolve)), "sending");
    });
    expect(form().busy).toBe(true);
    expect(form().phase).toBe("sending");
    await act(async () => {
      answer({ ok: false });
      await sent;
    });
    expect(form().busy).toBe(false);
    expect(form().status).toBe("failure");

    await act(() => form().submit(async () => ({ ok: true })));
    expect(form().busy).toBe(true); // the island navigates away, or says it is done:
    act(() => form().succeed());
    expect(form()).toMatchObject({ busy: false, status: "success", phase: "", errors: {}, summary: "" });
  });

  it("keeps one idempotency key until the form asks for another", () => {
    const form = mount({ keyPrefix: "pay-" });
    const key = form().idempotencyKey();
    expect(key).toMatch(/^pay-[0-9a-f-]{36}$/);
    fireEvent.change(screen.getByLabelText("name"), { target: { value: "x" } });
    expect(form().idempotencyKey()).toBe(key);
    form().renewKey();
    expect(form().idempotencyKey()).not.toBe(key);
    expect(form().idempotencyKey()).toMatch(/^pay-/);
  });

  it("makes keys the contracts accept, with or without randomUUID (a plain-http preview)", () => {
    const accepted = /^[\w:.-]{8,100}$/;
    expect(newIdempotencyKey()).toMatch(accepted);
    vi.stubGlobal("crypto", {});
    expect(newIdempotencyKey()).toMatch(/^k-\d+-[a-z0-9]+$/);
    expect(newIdempotencyKey("pay-")).toMatch(/^pay-\d+-[a-z0-9]+$/);
    expect(newIdempotencyKey("pay-")).toMatch(accepted);
  });

  it("leaves a submit that left the page when Back brings the page back from the back/forward cache", async () => {
    const form = mount();
    await act(() => form().submit(async () => ({ ok: true }), "opening"));
    expect(form().busy).toBe(true);
    act(() => {
      window.dispatchEvent(new Event("pageshow")); // a fresh load: not this form's submit
    });
    expect(form().busy).toBe(true);
    const restored = new Event("pageshow");
    Object.defineProperty(restored, "persisted", { value: true });
    act(() => {
      window.dispatchEvent(restored);
    });
    expect(form()).toMatchObject({ busy: false, status: "idle", phase: "" });
  });
});

const POSTCODE_FORM = z.object({
  postcode: z.string().regex(/^\d{4}$/, "Invalid postcode."),
  name: z.string().min(1, "Required."),
});

/** Two controlled inputs whose errors follow their values. */
function Controlled(props: { onForm: (form: Form) => void; initial: { postcode: string; name: string } }) {
  const form = useForm({ focus: "none" });
  const [values, setValues] = useState(props.initial);
  useErrorsFollowValues(form, values, (v) => problemsOf(POSTCODE_FORM, v));
  props.onForm(form);
  return (
    <form>
      <ErrorSummary form={form} />
      <input
        aria-label="postcode"
        value={values.postcode}
        onChange={(e) => setValues({ ...values, postcode: e.target.value })}
      />
      <input aria-label="name" value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
    </form>
  );
}

describe("useErrorsFollowValues, a field's error goes when its value is fixed", () => {
  it("keeps an error while the value is wrong, drops it once fixed, and the summary with the last one", () => {
    let form!: Form;
    render(<Controlled initial={{ postcode: "12a", name: "" }} onForm={(f) => (form = f)} />);
    act(() => {
      form.check(POSTCODE_FORM, { postcode: "12a", name: "" });
    });
    expect(form.errors).toEqual({ postcode: "Invalid postcode.", name: "Required." });

    fireEvent.change(screen.getByLabelText("postcode"), { target: { value: "12b" } });
    expect(form.errors).toEqual({ postcode: "Invalid postcode.", name: "Required." });
    fireEvent.change(screen.getByLabelText("postcode"), { target: { value: "2000" } });
    expect(form.errors).toEqual({ name: "Required." });
    expect(screen.getByRole("alert").textContent).toBe("Please fix the following errors:Required.");

    fireEvent.change(screen.getByLabelText("name"), { target: { value: "Ada" } });
    expect(form.errors).toEqual({});
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the server's error on a value not changed since, and gives no new errors while typing", () => {
    let form!: Form;
    render(<Controlled initial={{ postcode: "2000", name: "Ada" }} onForm={(f) => (form = f)} />);
    act(() => form.fail({ postcode: "We couldn't find postcode 2000." }, "Please fix the following errors:"));
    fireEvent.change(screen.getByLabelText("name"), { target: { value: "" } });
    expect(form.errors).toEqual({ postcode: "We couldn't find postcode 2000." });
    fireEvent.change(screen.getByLabelText("postcode"), { target: { value: "2001" } });
    expect(form.errors).toEqual({});
  });
});
