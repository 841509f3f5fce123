import { HIERARCHY_SEPARATOR } from "./fields.ts";
import { CONDITION_ROUTES } from "./routes.ts";

/**
 * The search heading follows the search: 'Used Cars' while Used is ticked, 'New, Used
 * and Demo Cars' once it is not. While a route's preset still holds, the page keeps the route's
 * own title; otherwise the heading is built from the condition, a single make and model, and a
 * single location or dealership, in the words the routes use ('Toyota Cars', 'Cars at Bayside').
 */
const CONDITION_ORDER = ["new", "used", "demo"];
const DEFAULT_WORDS = CONDITION_ROUTES[0]!.words;

const capitalise = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

function conditionWords(types: readonly string[]): string {
  const sorted = [...types].sort((a, b) => rank(a) - rank(b)).map(capitalise);
  if (sorted.length <= 1) return sorted[0] ?? DEFAULT_WORDS;
  return `${sorted.slice(0, -1).join(", ")} and ${sorted.at(-1)}`;
}
const rank = (type: string) =>
  CONDITION_ORDER.includes(type) ? CONDITION_ORDER.indexOf(type) : CONDITION_ORDER.length;

/** `plural` as the route titles write it ('cars' → 'Cars'). */
export function searchHeading(refinements: Readonly<Record<string, readonly string[]>>, plural: string): string {
  const one = (attribute: string) => (refinements[attribute]?.length === 1 ? refinements[attribute][0] : undefined);
  const types = refinements.car_type ?? [];
  const make = one("make_model.lvl0");
  const model =
    make && one("make_model.lvl1")?.startsWith(`${make}${HIERARCHY_SEPARATOR}`)
      ? one("make_model.lvl1")!.slice(make.length + HIERARCHY_SEPARATOR.length)
      : undefined;
  const place = one("location_name") ?? one("dealership_name");
  const condition = types.length > 0 || (!make && !place) ? conditionWords(types) : undefined;
  const words = [condition, make, model, capitalise(plural)].filter(Boolean).join(" ");
  return place ? `${words} at ${place}` : words;
}
