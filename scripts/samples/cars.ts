import { fictionalPhone, findPlace } from "./au-places.ts";
import { CARAVAN_LAYOUTS } from "./caravan-catalogue.ts";
import { odometer, pickUnit, type Pick } from "./car-pick.ts";
import { dealerComments, type CommentStyle } from "./comments.ts";
import { daysAfter, daysBefore, isoLocal, isoUtc, localDay, localMonth, localYear, yearMonth } from "./dates.ts";
import { equipmentFor, specificationsFor } from "./equipment.ts";
import { slugify, type ImageSet } from "./images.ts";
import { addSpinsAndVideos } from "./media-extras.ts";
import { Rng } from "./random.ts";
import type { TenantDefinition } from "./tenant-types.ts";
import { makeRego, makeVin, newPriceOf, pickColour, retailPrice, shapeOf, usedPriceOf } from "./vehicles.ts";

/** The cars feed: clean records first; messy.ts then roughs some of them up. */

type CarRecord = Record<string, unknown>;

const FUEL_DETAIL: Record<string, string> = {
  Petrol: "Petrol - Unleaded ULP",
  Diesel: "Diesel",
  Hybrid: "Hybrid (Petrol/Electric)",
  Electric: "Electric",
  "Plug-in Hybrid": "Plug-in Hybrid (Petrol/Electric)",
};

/** Car indexes whose dealer comments carry markup a sanitiser must strip. */
const HOSTILE_COMMENTS: Record<number, CommentStyle> = { 3: "script", 11: "onclick" };

function status(rng: Rng, pick: Pick): string {
  const soon = pick.carType === "new" ? 0.12 : pick.carType === "used" ? 0.03 : 0;
  const sold = pick.carType === "new" ? 0.07 : 0.1;
  return rng.weighted([
    ["coming_soon", soon],
    ["sold", sold],
    ["in_stock", 1 - soon - sold],
  ] as const);
}

function prices(rng: Rng, pick: Pick, km: number | undefined, refYear: number, comingSoon: boolean) {
  const list = newPriceOf(pick.spec, pick.badgeIndex);
  if (pick.carType === "new" && comingSoon && rng.chance(0.35)) return { price: 0, preorder: true };
  const price =
    pick.carType === "new"
      ? list
      : pick.carType === "demo"
        ? retailPrice(list * rng.float(0.88, 0.95))
        : usedPriceOf(list, refYear - pick.year, km ?? 0, rng, pick.spec.category);
  const before_price = rng.chance(0.15) ? price + rng.pick([1000, 1500, 2000, 2500, 3000, 4000, 5000]) : undefined;
  const subscription_price =
    pick.carType !== "used" && pick.spec.category === "car" && rng.chance(0.05)
      ? Math.round(price / 200) + 9
      : undefined;
  // The manufacturer's list price before on-road costs (Google's vehicle_msrp for new cars).
  const msrp = pick.carType === "new" ? Math.round((list * 0.9) / 10) * 10 : undefined;
  return { price, before_price, subscription_price, msrp, preorder: false };
}

function tagFor(rng: Rng, pick: Pick, km: number | undefined, refYear: number): string | undefined {
  if (pick.carType === "demo") return rng.chance(0.3) ? "Test Drive Only" : undefined;
  if (pick.carType === "new") return pick.year < refYear && rng.chance(0.3) ? "Run Out Special" : undefined;
  if (km !== undefined && km < Math.max(1, refYear - pick.year) * 8000) return "Low Kms";
  return rng.chance(0.12) ? "One Owner" : undefined;
}

function imagesFor(
  rng: Rng,
  images: ImageSet,
  primary: string,
): { url: string; thumb: { url: string }; isVideo: boolean }[] {
  const count = rng.weighted([
    [0, 3],
    [1, 15],
    [2, 8],
    [3, 10],
    [rng.int(4, 7), 44],
    [rng.int(8, 12), 20],
  ] as const);
  if (count === 0) return [];
  return [primary, ...rng.sample(images.details, count - 1)].map((url) => ({ url, thumb: { url }, isVideo: false }));
}

function autograb(rng: Rng, price: number) {
  const average = Math.round((price * rng.float(0.94, 1.12)) / 100) * 100;
  return {
    market_average: average,
    market_min: Math.round((average * rng.float(0.78, 0.9)) / 100) * 100,
    market_max: Math.round((average * rng.float(1.02, 1.25)) / 100) * 100,
    confidence: Math.round(rng.float(0.1, 0.95) * 100) / 100,
  };
}

function buildCar(
  rng: Rng,
  def: TenantDefinition,
  ref: Date,
  images: ImageSet,
  index: number,
  slugs: Set<string>,
  extraMake?: string,
): CarRecord {
  const refYear = localYear(ref);
  const pick = pickUnit(rng, def, refYear, extraMake);
  const { spec, year, carType, location } = pick;
  const badge = spec.badges[pick.badgeIndex]!;
  const colour = pickColour(rng, spec.category);
  const km = odometer(rng, pick, refYear);
  const carStatus = status(rng, pick);
  const money = prices(rng, pick, km, refYear, carStatus === "coming_soon");
  const place = findPlace(location.suburb);
  let slug: string;
  do slug = `${slugify(`${year} ${spec.make} ${spec.model} ${badge}`)}-${rng.hex(4)}`;
  while (slugs.has(slug));
  slugs.add(slug);

  // Sold cars were listed a while ago; a slice of the rest arrived within the 'just arrived' week.
  const listedDaysAgo =
    carStatus === "sold"
      ? rng.float(12, 120)
      : carStatus === "coming_soon"
        ? rng.float(0, 20)
        : rng.chance(0.12)
          ? rng.float(0, 7.9)
          : rng.float(8, 120);
  const created = daysBefore(ref, listedDaysAgo);
  const buildMonth = year === refYear ? rng.int(1, localMonth(ref)) : rng.int(1, 12);
  const complianceMonth = Math.min(12, buildMonth + rng.int(0, 2));
  const registered = carType !== "new";
  const features = equipmentFor(rng, spec, pick.badgeIndex);
  const name = `${year} ${spec.make} ${spec.model}`;
  const commentStyle =
    HOSTILE_COMMENTS[index] ??
    rng.weighted([
      ["plain", 32],
      ["html", 42],
      ["long", 10],
      ["blank", 8],
    ] as const);
  const primary = images.primary(shapeOf(spec), colour.family);
  const gallery = imagesFor(rng, images, primary);
  const caravan = spec.category === "caravan";

  return {
    id: String(def.idBase + index + 1),
    slug,
    path: `/cars/${slug}`,
    name,
    year,
    make: spec.make,
    model: spec.model,
    badge,
    series: caravan ? `${spec.lengthFt}ft ${rng.pick(CARAVAN_LAYOUTS)}` : spec.series,
    colour: colour.name,
    km,
    ...money,
    price_type: rng.chance(carType === "used" ? 0.7 : 0.85) ? "Drive Away" : "Excl. Govt. Charges",
    status: carStatus,
    car_type: carType,
    tag: tagFor(rng, pick, km, refYear),
    reserved: carStatus === "in_stock" && rng.chance(0.03),
    certified: carType === "used" && !caravan && refYear - year <= 6 && rng.chance(0.3),
    show_on_dealer_website: rng.chance(0.01) ? false : undefined,
    created_at: rng.chance(0.7) ? isoUtc(created) : isoLocal(created),
    sold_at: carStatus === "sold" ? isoUtc(daysBefore(ref, rng.float(1, 10))) : undefined,
    stocknum: `${location.stockPrefix}-${carType[0]!.toUpperCase()}${10_001 + index}`,
    vin: makeVin(rng, spec.wmi, year),
    nvic:
      carType === "used" && !caravan && rng.chance(0.4) ? rng.chars("0123456789ABCDEFGHJKLMNPRSTUVWXYZ", 6) : undefined,
    regplate: registered ? makeRego(rng, place.state) : undefined,
    rego_expiry: registered ? localDay(daysAfter(ref, rng.int(20, 360))) : undefined,
    build_date: yearMonth(year, buildMonth),
    compliance_date: yearMonth(year, complianceMonth),
    seats: spec.seats,
    doors: spec.doors,
    drive: spec.drive,
    engine_size: spec.engine,
    simple_fuel: spec.fuel,
    simple_body: spec.body,
    simple_transmission: spec.transmission,
    fuel: spec.fuel ? FUEL_DETAIL[spec.fuel] : undefined,
    views: rng.int(3, carStatus === "sold" ? 1500 : 900),
    images: gallery,
    primary_image_url: gallery.length && rng.chance(0.3) ? primary : undefined,
    standardEquipment: features,
    dealercomments: dealerComments(
      rng,
      {
        title: `${name} ${badge}`,
        colour: colour.name,
        carType,
        features,
        locationName: location.name,
        phone: fictionalPhone(place.state, location.phoneLine),
        caravan,
        km,
      },
      commentStyle,
    ),
    location: location.name,
    location_id: location.id,
    dealership_id: location.dealershipId,
    dealership_slug: location.dealershipSlug,
    dealership_name: location.dealershipName,
    city: place.suburb,
    state: place.state,
    item_type: spec.category === "car" && rng.chance(0.5) ? undefined : spec.category,
    specifications: specificationsFor(rng, spec),
    autograb_data:
      carType !== "new" && !caravan && money.price > 0 && rng.chance(0.7) ? autograb(rng, money.price) : undefined,
  };
}

export function buildCars(def: TenantDefinition, ref: Date, images: ImageSet): CarRecord[] {
  const rng = new Rng(`${def.slug}:cars`);
  const extras = (def.stock.extras ?? []).flatMap((extra) => Array.from({ length: extra.count }, () => extra.make));
  // Extra categories (trucks, motorcycles) sit at random places in the feed, not all at the end.
  const extraAt = new Map(
    rng
      .sample(
        Array.from({ length: def.stock.count }, (_, index) => index),
        extras.length,
      )
      .map((at, n) => [at, extras[n]!]),
  );
  const slugs = new Set<string>();
  return addSpinsAndVideos(
    Array.from({ length: def.stock.count }, (_, index) =>
      buildCar(rng, def, ref, images, index, slugs, extraAt.get(index)),
    ),
  );
}
