import { CONDITION_ROUTES, type SearchRoute, searchPath } from "./routes.ts";

/**
 * Every built search page is reachable through plain links (a crawler, a shopper
 * without JavaScript): each search page lists the searches next to it — a make its models, a
 * model its make and sibling models, the condition pages the makes and yards — as a static list.
 */
export interface RelatedGroup {
  heading: string;
  links: { title: string; href: string }[];
}

type Kind = "condition" | "make" | "model" | "place";

const CONDITION_PATHS = new Set(CONDITION_ROUTES.map((route) => route.path));

function kindOf(route: SearchRoute): Kind {
  if (CONDITION_PATHS.has(route.path)) return "condition";
  if (route.preset["make_model.lvl1"]) return "model";
  if (route.preset["make_model.lvl0"]) return "make";
  return "place";
}

const makeOf = (route: SearchRoute) => route.preset["make_model.lvl0"]?.[0];

export function relatedSearches(current: SearchRoute, routes: readonly SearchRoute[]): RelatedGroup[] {
  const others = routes.filter((route) => route.path !== current.path);
  const of = (kind: Kind, keep: (route: SearchRoute) => boolean = () => true) =>
    others.filter((route) => kindOf(route) === kind && keep(route));
  const group = (heading: string, list: SearchRoute[]): RelatedGroup[] =>
    list.length
      ? [{ heading, links: list.map((route) => ({ title: route.title, href: searchPath(route.path) })) }]
      : [];
  const make = makeOf(current);
  switch (kindOf(current)) {
    case "make":
      return [
        ...group(
          `${make} models`,
          of("model", (route) => makeOf(route) === make),
        ),
        ...group("By condition", of("condition")),
      ];
    case "model":
      return [
        ...group(`More ${make}`, [
          ...of("make", (route) => makeOf(route) === make),
          ...of("model", (route) => makeOf(route) === make),
        ]),
        ...group(
          "By make",
          of("make", (route) => makeOf(route) !== make),
        ),
      ];
    case "place":
      return [...group("Other locations", of("place")), ...group("By condition", of("condition"))];
    case "condition":
      return [
        ...group("By condition", of("condition")),
        ...group("By make", of("make")),
        ...group("By location", of("place")),
      ];
  }
}
