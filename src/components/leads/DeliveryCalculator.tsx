import { useEffect, useState, type FormEvent } from "react";
import { formatDollars } from "../../lib/format/money.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { POSTCODE_MESSAGES, postcodeProblem } from "../../lib/forms/postcode.ts";
import { Field } from "./Field.tsx";

interface Quote {
  cost: number;
  distance_km: number;
  place: string;
  state: string;
  location: { name: string };
}

/** The car page's delivery estimate (#vehicle-map): postcode → POST /api/delivery-quote. */
export default function DeliveryCalculator(props: { carId: string }) {
  const [postcode, setPostcode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setQuote(null);
    const problem = postcodeProblem(postcode);
    if (problem) return setError(POSTCODE_MESSAGES[problem]);
    setBusy(true);
    try {
      const response = await fetch("/api/delivery-quote", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ postcode: postcode.trim(), car_id: props.carId }),
      });
      const json = (await response.json().catch(() => null)) as (Quote & { error?: { message: string } }) | null;
      if (response.ok && json) {
        setQuote(json);
        setError(null);
      } else setError(json?.error?.message ?? MESSAGES.deliveryUnavailable);
    } catch {
      setError(MESSAGES.deliveryUnavailable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="delivery" noValidate onSubmit={onSubmit} data-ready={ready || undefined}>
      <Field id="delivery-postcode" label="Your postcode" error={error ?? undefined} required>
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
      <button className="button" type="submit" disabled={busy}>
        Estimate delivery
      </button>
      <p role="status" className="delivery__result">
        {quote &&
          `Delivery to ${quote.place} ${quote.state} (about ${Math.round(quote.distance_km)} km from ${quote.location.name}): ${quote.cost === 0 ? "Free" : formatDollars(quote.cost)}`}
      </p>
    </form>
  );
}
