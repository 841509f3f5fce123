import { useState, type SyntheticEvent } from "react";
import { deliveryQuote } from "#lib/api/delivery-quote.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import { formatDollars } from "#lib/format/money.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { POSTCODE_MESSAGES, postcodeProblem } from "#lib/forms/postcode.ts";
import { CLIENT_FAILURES } from "../../client/call-api.ts";
import { useErrorsFollowValues, useForm } from "../forms/use-form.ts";
import { Field } from "../forms/Field.tsx";
import { track } from "../../client/analytics/track.ts";

type Quote = ResponseData<typeof deliveryQuote>;

/** The car page's delivery estimate (#vehicle-map): postcode → POST /api/delivery-quote. */
export default function DeliveryCalculator(props: { carId: string }) {
  const [postcode, setPostcode] = useState("");
  const [quote, setQuote] = useState<Quote | null>(null);
  // The postcode's problem (or why there is no estimate) is said beside it; focus stays on the button.
  const form = useForm({ focus: "none" });
  useErrorsFollowValues(form, { postcode }, (values): Record<string, string> => {
    const problem = postcodeProblem(values.postcode);
    return problem ? { postcode: POSTCODE_MESSAGES[problem] } : {};
  });

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    setQuote(null);
    const problem = postcodeProblem(postcode);
    if (problem) return form.fail({ postcode: POSTCODE_MESSAGES[problem] });
    const result = await form.send(deliveryQuote, { postcode: postcode.trim(), car_id: props.carId });
    if (result.ok) {
      form.succeed();
      setQuote(result.data);
      // Recorded by the function; the dealer's tags hear of it here.
      track(
        { kind: "event", id: 48, payload: { postcode: postcode.trim(), car_id: props.carId } },
        { recordedByServer: true },
      );
    } else form.fail({ postcode: CLIENT_FAILURES.has(result.code) ? MESSAGES.deliveryUnavailable : result.message });
  }

  return (
    <form className="delivery" noValidate onSubmit={onSubmit} data-ready={form.ready || undefined}>
      <Field id="delivery-postcode" label="Your postcode" error={form.errors.postcode} required>
        {(aria) => (
          <input
            {...aria}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(e) => setPostcode(e.target.value)}
          />
        )}
      </Field>
      <button className="button" type="submit" disabled={form.busy}>
        Estimate delivery
      </button>
      <p role="status" className="delivery__result">
        {quote &&
          `Delivery to ${quote.place} ${quote.state} (about ${Math.round(quote.distance_km ?? 0)} km from ${quote.location.name}): ${quote.cost === 0 ? "Free" : formatDollars(quote.cost)}`}
      </p>
    </form>
  );
}
