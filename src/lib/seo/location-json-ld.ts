import type { Location } from "../feed/location.ts";
import { hoursOn, weeklyHours, WEEKDAY_NAMES, type DepartmentHours } from "../hours/opening-hours.ts";
import { absoluteUrl, compact, type JsonLd } from "./json-ld.ts";

const SCHEMA = "https://schema.org/";

/**
 * schema.org OpeningHoursSpecification of a department: one entry per open weekday, then one per
 * special date (validFrom = validThrough). A closed special date is 00:00–00:00, which is how
 * schema.org says "closed all day".
 */
export function openingHoursSpecification(hours: DepartmentHours): JsonLd[] {
  const week: JsonLd[] = [];
  for (let weekday = 0; weekday <= 6; weekday += 1) {
    const day = weeklyHours(hours, weekday);
    if (day.open)
      week.push({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `${SCHEMA}${WEEKDAY_NAMES[weekday]}`,
        opens: day.from,
        closes: day.to,
      });
  }
  const special = hours.special_hours.map((entry) => {
    const day = hoursOn(hours, entry.date);
    return compact({
      "@type": "OpeningHoursSpecification",
      name: entry.label,
      validFrom: entry.date,
      validThrough: entry.date,
      opens: day.open ? day.from : "00:00",
      closes: day.open ? day.to : "00:00",
    });
  });
  return [...week, ...special];
}

const DEPARTMENT_NAMES: Record<string, string> = { sales: "Sales", service: "Service", parts: "Parts" };

/**
 * AutoDealer for a location page: address, geo, telephone, the hours of its main department
 * (the one of its own type, else the first) and each department as a sub-organisation.
 */
export function locationJsonLd(
  location: Location,
  context: { url: string; siteUrl: string; image?: string /** contact.country; AU when unset. */; country?: string },
): JsonLd {
  const main =
    location.departments.find((department) => department.type === location.location_type) ?? location.departments[0];
  const geo =
    location.lat !== undefined && location.lng !== undefined
      ? { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng }
      : undefined;
  return compact({
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": `${context.url}#dealer`,
    name: location.name,
    url: context.url,
    image: context.image ? absoluteUrl(context.image, context.siteUrl) : undefined,
    telephone: location.phone ?? main?.phone,
    email: location.email,
    address: compact({
      "@type": "PostalAddress",
      streetAddress: location.street,
      addressLocality: location.suburb ?? location.city,
      addressRegion: location.state,
      postalCode: location.postcode,
      addressCountry: context.country ?? "AU",
    }),
    geo,
    brand: location.brands.length ? location.brands.map((name) => ({ "@type": "Brand", name })) : undefined,
    openingHoursSpecification: main ? openingHoursSpecification(main) : undefined,
    department:
      location.departments.length > 1
        ? location.departments.map((department) =>
            compact({
              "@type": "AutoDealer",
              name: `${location.name} ${DEPARTMENT_NAMES[department.type] ?? department.type}`,
              telephone: department.phone,
              email: department.email,
              openingHoursSpecification: openingHoursSpecification(department),
            }),
          )
        : undefined,
  });
}
