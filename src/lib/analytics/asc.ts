import { currentCurrency } from "../format/money.ts";
import type { Car } from "../feed/car.ts";
import type { PriceDisplay } from "../pricing/price-display.ts";
import { metaVehicleId } from "../syndication/meta-automotive.ts";
import type { AnalyticsEventId } from "./events.ts";
import type { FormInfo, TrackedEvent } from "./tracked.ts";

/**
 * What the dealer's tags hear — the Automotive Standards Council's GA4 events (the
 * vocabulary the large dealer platforms share) for Tag Manager and GA4, and Meta's automotive
 * events for the pixel — from what the page tracked (./tracked.ts). One table, tested against every
 * §7 id. ASC publishes its specification as a spreadsheet we could not read; names and values here
 * are those the dealer platforms that implement it agree on (Dealer Inspire, Intice, Fox Dealer,
 * Fullpath), values as lower-case strings as they send them. docs/requirements.md § Analytics lists
 * each with where it was read. Meta: developers.facebook.com/docs/marketing-api/auto-ads/guides/events.
 */

/** Who fires the events: every ASC event names its sender. */
export const EVENT_OWNER = "forecourt";

/** The vehicle parameters of every ASC event about a car, from the car record the page shows. */
export interface AscItem {
  /** The car's id in the dealer's Meta catalog feed (`vehicle_id`), so the pixel matches it. */
  item_id: string;
  item_number?: string;
  item_price?: string;
  item_condition: "new" | "used" | "cpo";
  item_year: string;
  item_make: string;
  item_model: string;
  item_variant?: string;
  item_color?: string;
  item_type?: string;
  item_category?: string;
  item_fuel_type?: string;
  item_inventory_date?: string;
}

const lower = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

/**
 * The page's car as ASC describes it: the price the page shows (none for "Enquire for price"),
 * "cpo" for a certified used car, and the Meta catalog's id.
 */
export function ascItemOf(car: Car, shown: PriceDisplay): AscItem {
  const item: AscItem = {
    item_id: metaVehicleId(car),
    item_condition: car.car_type === "new" ? "new" : car.certified ? "cpo" : "used",
    item_year: String(car.year),
    item_make: lower(car.make)!,
    item_model: lower(car.model)!,
  };
  const optional: Partial<AscItem> = {
    item_number: car.stocknum,
    item_price: shown.kind === "price" ? String(shown.amount) : undefined,
    item_variant: lower(car.badge ?? car.variant),
    item_color: lower(car.colour),
    item_type: lower(car.item_type),
    item_category: lower(car.simple_body),
    item_fuel_type: lower(car.simple_fuel ?? car.fuel),
    item_inventory_date: car.created_at?.slice(0, 10),
  };
  for (const [key, value] of Object.entries(optional)) if (value) Object.assign(item, { [key]: value });
  return item;
}

/**
 * ASC's page types, from the page's address. `home`, `item` and `itemlist` are the ones every
 * implementation agrees on; the others are Intice's and Dealer Inspire's words.
 */
export type AscPageType =
  | "home"
  | "item"
  | "itemlist"
  | "specials"
  | "showroom"
  | "finance"
  | "trade"
  | "checkout"
  | "service"
  | "parts"
  | "contact"
  | "account"
  | "other";

const PAGE_TYPES: readonly [RegExp, AscPageType][] = [
  [/^\/$/, "home"],
  [/^\/cars\/trade-in\/?$/, "trade"],
  [/^\/cars\/[^/]+\/print\/?$/, "item"],
  [/^\/cars\/[^/]+\/[^/]+\/?$/, "checkout"],
  [/^\/cars\/[^/]+\/?$/, "item"],
  [/^\/(checkout-journey|online-payment|success)(\/|$)/, "checkout"],
  [/^\/(search|favourites|compare)(\/|$)/, "itemlist"],
  [/^\/(special-offers|offers)(\/|$)/, "specials"],
  [/^\/(sell-my-car|sell-your-car|trade-in)(\/|$)/, "trade"],
  [/^\/(service)(\/|$)/, "service"],
  [/^\/(parts|vehicle-parts-and-accessories)(\/|$)/, "parts"],
  [/^\/(contact-us|dealer-locator|locations|dealerships|book-test-drive)(\/|$)/, "contact"],
  [/^\/(my-garage|sign-in)(\/|$)/, "account"],
  [/^\/(models|brands|blog|fleet)(\/|$)|^\/[^/]+\/overview\/?$/, "showroom"],
  [/finance|pre-approv/, "finance"],
];

export function ascPageType(pathname: string): AscPageType {
  return PAGE_TYPES.find(([pattern]) => pattern.test(pathname))?.[1] ?? "other";
}

/** What the page says of itself, built with it: its type and the car it shows. */
export interface PageAnalytics {
  page_type: AscPageType;
  item?: AscItem;
}

export type DataLayerEvent = { event: string } & Record<string, string | undefined>;
export type PixelEvent = "ViewContent" | "Search" | "AddToWishlist" | "Lead" | "InitiateCheckout";
export type PixelCall = [event: PixelEvent, params: Record<string, unknown>];

export interface TagCalls {
  dataLayer: DataLayerEvent[];
  pixel: PixelCall[];
}

const SALES = { department: "sales" } as const;

/** The page view: `asc_pageview`, and `asc_item_pageview` (the pixel's ViewContent) on a car's page, `asc_itemlist_pageview` on a list. */
export function pageCalls(page: PageAnalytics): TagCalls {
  const base = { event_owner: EVENT_OWNER, page_type: page.page_type, ...page.item };
  const dataLayer: DataLayerEvent[] = [{ event: "asc_pageview", ...base }];
  const pixel: PixelCall[] = [];
  if (page.page_type === "item" && page.item) {
    dataLayer.push({ event: "asc_item_pageview", ...base });
    pixel.push(["ViewContent", pixelVehicle(page.item)]);
  }
  if (page.page_type === "itemlist") dataLayer.push({ event: "asc_itemlist_pageview", ...base });
  return { dataLayer, pixel };
}

const STATE_OF_VEHICLE = { new: "New", used: "Used", cpo: "CPO" } as const;

/** Meta's automotive parameters: the catalog's vehicle id (`content_ids`) and what the catalog says of it. */
export function pixelVehicle(item: Pick<AscItem, "item_id"> & Partial<AscItem>): Record<string, unknown> {
  const params: Record<string, unknown> = { content_type: "vehicle", content_ids: [item.item_id] };
  if (item.item_make) Object.assign(params, { make: item.item_make, model: item.item_model, year: item.item_year });
  if (item.item_condition) params.state_of_vehicle = STATE_OF_VEHICLE[item.item_condition];
  if (item.item_color) params.exterior_color = item.item_color;
  if (item.item_price) Object.assign(params, { price: Number(item.item_price), currency: currentCurrency() });
  return params;
}

type Payload = Record<string, unknown>;
type Mapped = { asc?: Omit<DataLayerEvent, "event"> & { event: string }; pixel?: PixelEvent };
const str = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : undefined);

const cta = (element_text: string, element_type: string, event_action_result: string, extra: Payload = {}) => ({
  event: "asc_cta_interaction",
  element_text,
  element_type,
  event_action: "click",
  event_action_result,
  ...SALES,
  ...(extra as Record<string, string | undefined>),
});
const retail = (flow_name: string, flow_outcome: string) => ({
  event: "asc_retail_process",
  flow_name,
  flow_outcome,
  ...SALES,
});

/**
 * Each §7 event's ASC event (and Meta event), or none where the tags have no use for it: a lead is
 * the form's submission (sent by the form once the server took it), a car view is the page view,
 * and signing in is ours alone.
 */
export const FROM_EVENT: Record<AnalyticsEventId, (payload: Payload) => Mapped> = {
  4: () => ({}),
  9: () => ({}),
  14: () => ({ asc: cta("show number", "contact_tool", "open") }),
  15: (p) => ({
    asc: {
      event: "asc_click_to_call",
      comm_type: "voice",
      comm_phone_number: str(p.phone),
      affiliation: "native",
      ...SALES,
    },
  }),
  17: () => ({ asc: cta("get directions", "contact_tool", "redirect") }),
  18: (p) =>
    p.method === "print"
      ? { asc: cta("print", "download_tool", "download") }
      : { asc: cta("share", "share_tool", "open", { element_subtype: str(p.method) }) },
  22: () => ({ asc: cta("save", "save_tool", "save"), pixel: "AddToWishlist" }),
  25: () => ({ asc: cta("remove", "save_tool", "remove") }),
  26: (p) => ({
    asc: {
      event: "asc_element_configuration",
      element_type: "search_tool",
      element_subtype: "input_field",
      element_title: "search_bar",
      element_value: str(p.query),
      event_action_result: "search",
      item_results: str(p.results),
    },
    pixel: "Search",
  }),
  36: () => ({ asc: retail("finance calculator", "calculate") }),
  37: () => ({ asc: retail("finance quote", "start") }),
  39: () => ({ asc: retail("trade-in valuation", "start") }),
  48: () => ({ asc: retail("delivery quote", "calculate") }),
  49: () => ({ asc: retail("reserve online", "start"), pixel: "InitiateCheckout" }),
  51: () => ({ asc: retail("buy online", "start"), pixel: "InitiateCheckout" }),
  60: () => ({}),
  61: () => ({}),
};

/** ASC's per-department submission, sent besides `asc_form_submission` (as Fullpath and Dealer Inspire do). */
const SUBMISSION_BY_DEPARTMENT: Record<string, string> = {
  sales: "asc_form_submission_sales",
  service: "asc_form_submission_service",
  parts: "asc_form_submission_parts",
  trade: "asc_form_submission_trade",
};

/** What the dealer's tags hear of one tracked event; a car the event is about brings its parameters. */
export function trackedCalls(tracked: TrackedEvent, page: PageAnalytics): TagCalls {
  const carId = str(
    tracked.kind === "event" ? tracked.payload.car_id : tracked.kind === "form" ? tracked.form.car_id : tracked.car_id,
  );
  const item = carId ? itemFor(carId, page) : undefined;
  const base = { event_owner: EVENT_OWNER, page_type: page.page_type };
  const calls: TagCalls = { dataLayer: [], pixel: [] };
  const vehicle = item ? pixelVehicle(item) : {};
  if (tracked.kind === "event") {
    const { asc, pixel } = FROM_EVENT[tracked.id](tracked.payload);
    if (asc) calls.dataLayer.push({ ...asc, ...base, ...item });
    if (pixel === "Search")
      calls.pixel.push(["Search", { content_type: "vehicle", search_string: str(tracked.payload.query) ?? "" }]);
    else if (pixel) calls.pixel.push([pixel, vehicle]);
  } else if (tracked.kind === "form") {
    calls.dataLayer.push(...formCalls(tracked.stage, tracked.form).map((event) => ({ ...event, ...base, ...item })));
    if (tracked.stage === "submit") calls.pixel.push(["Lead", { content_name: tracked.form.name, ...vehicle }]);
  } else {
    calls.dataLayer.push({
      ...cta(tracked.text.toLowerCase(), "cta_button", tracked.href ? "redirect" : "open", {
        element_subtype: tracked.action,
        link_url: tracked.href,
      }),
      ...base,
      ...item,
    });
  }
  return calls;
}

function formCalls(stage: "start" | "submit", form: FormInfo): DataLayerEvent[] {
  const fields = {
    comm_type: "form",
    form_name: form.name.toLowerCase(),
    form_type: form.type,
    department: form.department,
  };
  if (stage === "start") return [{ event: "asc_form_engagement", ...fields, comm_status: "start" }];
  const submission = { ...fields, comm_status: "crm_update" };
  const variant = SUBMISSION_BY_DEPARTMENT[form.department];
  return [{ event: "asc_form_submission", ...submission }, ...(variant ? [{ event: variant, ...submission }] : [])];
}

/** The page's car when the event is about it, else the id the event gives. */
function itemFor(carId: string, page: PageAnalytics): Pick<AscItem, "item_id"> & Partial<AscItem> {
  return page.item?.item_id === carId ? page.item : { item_id: carId };
}
