import { type EnquiryOptions, isDealershipRequired, isLocationRequired } from "./enquiry.ts";
import { type EnquiryKind, KINDS_SENT_TO_A_YARD } from "./enquiry-kinds.ts";

/** One answer of a picker. */
export type Choice = { id: string; name: string };
/** A yard a form offers, with the dealership it belongs to when the locations feed says. */
export type LocationChoice = Choice & { dealership_id?: string };
export type Picker = { name: "location_id" | "dealership_id"; label: string; choices: Choice[] };
type PickerName = Picker["name"];

/** Where an enquiry goes: the pickers a form shows, the values an answer sets, and the problems a shopper can act on. */
export interface EnquiryRouting {
  pickers: Picker[];
  /** The form values an answer of picker `name` sets. */
  valuesOf(name: PickerName, id: string): Record<string, string>;
  /** Problems (field → message) as the shopper can fix them: none on a question that is not asked. */
  problemsToShow(problems: Record<string, string>): Record<string, string>;
}

/**
 * §5: the yard when the form shows its picker (then a location is required), the dealership when
 * there is more than one (neither for a car's enquiry: the car says where it is).
 *
 * A trade-in or a car to sell goes to the yard that will see it, and each yard belongs to
 * one dealership, so such a form asked the same thing twice from overlapping lists ('Location'
 * and 'Dealership'). It now asks once — the yard — and the answer sets the yard's dealership as
 * well, so the lead carries both ids as before and POST /api/leads (which requires both) is
 * unchanged. Only where every yard names its dealership; otherwise both are asked.
 */
export function enquiryRouting(
  options: Pick<EnquiryOptions, "locationShown" | "dealershipCount">,
  hasCar: boolean,
  choices: { locations: readonly LocationChoice[]; dealerships: readonly Choice[] },
  kind?: EnquiryKind,
): EnquiryRouting {
  const askLocation = isLocationRequired(options, hasCar);
  const dealershipNeeded = isDealershipRequired(options, hasCar);
  const yardNamesDealership =
    askLocation &&
    dealershipNeeded &&
    kind !== undefined &&
    KINDS_SENT_TO_A_YARD.includes(kind) &&
    choices.locations.length > 0 &&
    choices.locations.every((location) => Boolean(location.dealership_id));
  const pickers: Picker[] = [
    ...(askLocation
      ? [
          {
            name: "location_id" as const,
            label: "Location",
            choices: choices.locations.map(({ id, name }) => ({ id, name })),
          },
        ]
      : []),
    ...(dealershipNeeded && !yardNamesDealership
      ? [{ name: "dealership_id" as const, label: "Dealership", choices: [...choices.dealerships] }]
      : []),
  ];
  return {
    pickers,
    valuesOf(name, id) {
      if (name !== "location_id" || !yardNamesDealership) return { [name]: id };
      return { location_id: id, dealership_id: choices.locations.find((l) => l.id === id)?.dealership_id ?? "" };
    },
    problemsToShow(problems) {
      if (!yardNamesDealership || !problems.dealership_id) return problems;
      // The yard is the question asked: a missing or unknown dealership is a yard to choose.
      const { dealership_id: message, ...rest } = problems;
      return { ...rest, location_id: rest.location_id ?? message };
    },
  };
}
