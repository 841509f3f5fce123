import { fictionalPhone, findPlace } from "./au-places.ts";
import { daysAfter, localDay, nextChristmasYear } from "./dates.ts";
import type { LocationDef, LocationType, TenantDefinition } from "./tenant-types.ts";

/** Locations feed records (with opening and holiday hours) and the tenant.json of a definition. */

type Hours = { weekday: number | string; open?: string; close?: string; closed?: boolean; by_appointment?: boolean };

const open = (weekday: number, from: string, to: string): Hours => ({ weekday, open: from, close: to });
const closed = (weekday: number): Hours => ({ weekday, closed: true });

/** Weekday 0 is Sunday. Service and parts close on Sunday; every department keeps shorter Saturdays. */
function weeklyHours(type: LocationType, location: LocationDef): Hours[] {
  if (type === "sales") {
    return [
      location.sundaySales ? open(0, "10:00", "16:00") : closed(0),
      open(1, "08:30", "17:30"),
      open(2, "08:30", "17:30"),
      open(3, "08:30", "17:30"),
      open(4, "08:30", "19:00"),
      open(5, "08:30", "17:30"),
      open(6, "08:30", "16:00"),
    ];
  }
  const [from, to] = type === "service" ? ["07:30", "17:30"] : ["08:00", "17:00"];
  return [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, from, to)), open(6, "08:00", "12:00")];
}

function holidayHours(type: LocationType, christmasYear: number) {
  return [
    { date: `${christmasYear}-12-25`, label: "Christmas Day", closed: true },
    {
      date: `${christmasYear}-12-26`,
      label: "Boxing Day",
      open: type === "sales" ? "10:00" : "08:00",
      close: type === "sales" ? "14:00" : "12:00",
    },
    { date: `${christmasYear + 1}-01-01`, label: "New Year's Day", closed: true },
    { date: `${christmasYear + 1}-01-26`, label: "Australia Day", closed: true },
  ];
}

/** A one-off that is not a public holiday: the primary yard's sales team closes early for stocktake. */
function stocktake(ref: Date) {
  return {
    date: localDay(daysAfter(ref, 10)),
    label: "Stocktake: closing early",
    open: "08:30",
    close: "13:00",
    holiday: false,
  };
}

export function buildLocations(def: TenantDefinition, ref: Date): Record<string, unknown>[] {
  const christmasYear = nextChristmasYear(ref);
  return def.locations.map((location, index) => {
    const place = findPlace(location.suburb);
    const departments = location.departments.map((type, departmentIndex) => {
      const hours = weeklyHours(type, location).map((entry) =>
        // Caravan service and parts see customers on Saturday afternoons by appointment.
        location.saturdayByAppointment && type !== "sales" && entry.weekday === 6
          ? { weekday: 6, closed: true, by_appointment: true }
          : entry,
      );
      return {
        type,
        phone: fictionalPhone(place.state, location.phoneLine + departmentIndex),
        email: `${type}@${def.domain}`,
        // One dealer system sends weekdays as text; the feed schema reads them as numbers.
        opening_hours: index === 1 ? hours.map((entry) => ({ ...entry, weekday: String(entry.weekday) })) : hours,
        special_hours: [
          ...(location.primary && type === "sales" ? [stocktake(ref)] : []),
          ...holidayHours(type, christmasYear),
        ],
      };
    });
    return {
      id: location.id,
      slug: location.slug,
      name: location.name,
      location_type: location.type,
      // Booleans arrive as 1/"yes" from some systems.
      primary: location.primary ? true : index % 2 === 1 ? 0 : "no",
      dealership_id: location.dealershipId,
      dealership_name: location.dealershipName,
      street: location.street,
      suburb: place.suburb,
      city: place.suburb,
      state: place.state,
      postcode: place.postcode,
      phone: fictionalPhone(place.state, location.phoneLine),
      email: `${location.slug}@${def.domain}`,
      lat: place.lat,
      lng: place.lng,
      brands: location.brands,
      departments,
    };
  });
}

/** BAYSIDE_FORD for bayside-ford: how the samples name their environment variables. */
const envPrefix = (slug: string) => slug.replaceAll("-", "_").toUpperCase();

/** tenant.json: contact details come from the primary location so they always agree. */
/** The tenant.json of a sample; `today` is the snapshot date its feed is relative to (feed.asOf). */
export function buildTenantConfig(def: TenantDefinition, today: Date): Record<string, unknown> {
  const main = def.locations.find((location) => location.primary) ?? def.locations[0]!;
  const place = findPlace(main.suburb);
  const { theme, ...rest } = def.config as { theme?: Record<string, unknown> };
  return {
    $schema: "../tenant.schema.json",
    slug: def.slug,
    name: def.name,
    ...rest,
    contact: {
      phone: fictionalPhone(place.state, main.phoneLine),
      email: `sales@${def.domain}`,
      street: main.street,
      suburb: place.suburb,
      state: place.state,
      postcode: place.postcode,
    },
    theme: { primary: def.primary, accent: def.accent, logo: "/images/logo.svg", ...theme },
    feed: { asOf: today.toISOString() },
    // `npm run stock` and the freshness benchmark sign stock hook calls with the first variable's
    // value, `npm run reservations` signs ops calls with the second's (never the same secret).
    ops: {
      stockHookSecretEnv: `${envPrefix(def.slug)}_STOCK_HOOK_SECRET`,
      opsSecretEnv: `${envPrefix(def.slug)}_OPS_SECRET`,
    },
    // Channels pull /feeds/<file>?token=<this variable's value>.
    syndication: { tokenEnv: `${envPrefix(def.slug)}_FEED_TOKEN` },
  };
}
