import { formatDollars, formatKm } from "../format/money.ts";
import { HIERARCHY_SEPARATOR } from "./fields.ts";

/** How a range end reads on a chip: "$10,000", "50,000 km", "2015". */
const RANGE_FORMATS: Readonly<Record<string, (value: number) => string>> = {
  price: formatDollars,
  km: formatKm,
  year: String,
};

/**
 * An active filter's chip text: a facet value as the shopper picked it ("Toyota HiLux"), a range
 * end in words and units ("From $10,000", "Up to 50,000 km") rather than "≥ 10000".
 */
export function refinementLabel(refinement: {
  attribute: string;
  label: string | number;
  operator?: string;
  value: string | number;
}): string {
  const format = RANGE_FORMATS[refinement.attribute];
  if (format && (refinement.operator === ">=" || refinement.operator === "<=")) {
    const end = format(Number(refinement.value));
    return refinement.operator === ">=" ? `From ${end}` : `Up to ${end}`;
  }
  return String(refinement.label).split(HIERARCHY_SEPARATOR).join(" ");
}
