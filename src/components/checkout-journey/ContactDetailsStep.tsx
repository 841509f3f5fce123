import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { JourneyAnswers } from "#lib/checkout-journey/journey.ts";
import { $user } from "../../stores/user.ts";
import { ContactFields } from "../forms/ContactFields.tsx";
import { StepForm, type StepProps } from "./StepForm.tsx";
import styles from "./CheckoutJourney.module.css";

/**
 * Step 5: the shopper's contact details (their saved answer, else this browser's last form and the
 * signed-in phone). Not finance/DetailsStep, the finance dialog's.
 */
export function ContactDetailsStep(props: StepProps & { saved: JourneyAnswers["details"]; phone: string }) {
  const remembered = useStore($user);
  const [details, setDetails] = useState({
    first_name: props.saved?.first_name ?? remembered.first_name ?? "",
    last_name: props.saved?.last_name ?? remembered.last_name ?? "",
    email: props.saved?.email ?? remembered.email ?? "",
    phone: props.saved?.phone ?? props.phone,
  });
  return (
    <StepForm {...props} submit="Continue" answer={() => details}>
      <p className={styles.note}>Fields marked * are required.</p>
      <ContactFields
        idPrefix="journey"
        values={details}
        errors={props.form.errors}
        onChange={(name, value) => setDetails({ ...details, [name]: value })}
      />
    </StepForm>
  );
}
