import type { TenantDefinition } from "./tenant-types.ts";

/**
 * The three sample dealers. Businesses, ABNs (checksums deliberately invalid), licences,
 * domains (.example) and phone numbers are fictional; suburbs and postcodes are real.
 */

const harbourCity: TenantDefinition = {
  slug: "harbour-city-motor-group",
  name: "Harbour City Motor Group",
  state: "NSW",
  domain: "harbourcitymotors.example",
  idBase: 200_000,
  itemType: "car",
  extraOffers: 16,
  primary: "#0a3d62",
  accent: "#f39c12",
  config: {
    legalName: "Harbour City Motor Group Pty Ltd",
    abn: "12 345 678 912",
    dealerLicence: "MD061842",
    siteUrl: "https://www.harbourcitymotors.example",
    template: "metro",
    timeZone: "Australia/Sydney",
    brands: ["Toyota", "Mazda", "Kia", "Hyundai", "Volkswagen"],
    primaryLocationId: "101",
    hero: {
      heading: "Sydney's home of Toyota, Mazda, Kia, Hyundai and Volkswagen",
      subheading: "New, demo and quality used cars across our Sydney dealerships",
      image: "/images/hero.svg",
    },
    serviceBanner: { enabled: true, text: "Book your next service online at our St Leonards service centre", href: "/service#service-booking" },
    features: {
      garage: true,
      reserveOnline: { enabled: true },
      checkoutJourney: true,
      subscriptionPricing: true,
      deliveryCalculator: { enabled: true },
      promoTile: { enabled: true },
      spinToWin: true,
      gatedRoutes: ["my-garage", "checkout"],
    },
    finance: { providers: ["Taurus", "360 Finance"], showWeeklyOnCards: true },
    // Below the default 3000 so that the sample group (about 600 cars) searches in a Web Worker
    // and the browser tests cover that path; the other samples search on the page.
    search: { workerThreshold: 400 },
  },
  locations: [
    { id: "101", slug: "artarmon", name: "Harbour City Toyota", type: "sales", suburb: "Artarmon", street: "212 Reserve Road",
      dealershipId: "hcmg-toyota", dealershipSlug: "harbour-city-toyota", dealershipName: "Harbour City Toyota", brands: ["Toyota"],
      usedWeight: 2, stockPrefix: "HT", phoneLine: 110, departments: ["sales"], primary: true },
    { id: "102", slug: "parramatta", name: "Harbour City Mazda & Kia", type: "sales", suburb: "Parramatta", street: "318 Church Street",
      dealershipId: "hcmg-mazda-kia", dealershipSlug: "harbour-city-mazda-kia", dealershipName: "Harbour City Mazda & Kia",
      brands: ["Mazda", "Kia"], usedWeight: 2, stockPrefix: "HP", phoneLine: 120, departments: ["sales"], sundaySales: true },
    { id: "103", slug: "alexandria", name: "Harbour City Hyundai & Volkswagen", type: "sales", suburb: "Alexandria",
      street: "75 O'Riordan Street", dealershipId: "hcmg-hyundai-vw", dealershipSlug: "harbour-city-hyundai-volkswagen",
      dealershipName: "Harbour City Hyundai & Volkswagen", brands: ["Hyundai", "Volkswagen"], usedWeight: 2, stockPrefix: "HA",
      phoneLine: 130, departments: ["sales"] },
    { id: "104", slug: "brookvale", name: "Harbour City Used Cars", type: "sales", suburb: "Brookvale", street: "640 Pittwater Road",
      dealershipId: "hcmg-used", dealershipSlug: "harbour-city-used-cars", dealershipName: "Harbour City Used Cars", brands: [],
      usedWeight: 4, stockPrefix: "HU", phoneLine: 140, departments: ["sales"], sundaySales: true },
    { id: "105", slug: "st-leonards", name: "Harbour City Service Centre", type: "service", suburb: "St Leonards",
      street: "480 Pacific Highway", dealershipId: "hcmg-service", dealershipSlug: "harbour-city-service",
      dealershipName: "Harbour City Service Centre", brands: ["Toyota", "Mazda", "Kia", "Hyundai", "Volkswagen"], usedWeight: 0,
      stockPrefix: "HS", phoneLine: 150, departments: ["service"] },
    { id: "106", slug: "silverwater", name: "Harbour City Parts & Accessories", type: "parts", suburb: "Silverwater",
      street: "27 Silverwater Road", dealershipId: "hcmg-parts", dealershipSlug: "harbour-city-parts",
      dealershipName: "Harbour City Parts & Accessories", brands: ["Toyota", "Mazda", "Kia", "Hyundai", "Volkswagen"], usedWeight: 0,
      stockPrefix: "HX", phoneLine: 160, departments: ["parts"] },
  ],
  stock: {
    count: 600,
    types: { new: 0.38, demo: 0.14, used: 0.48 },
    newMakes: [["Toyota", 34], ["Mazda", 20], ["Kia", 16], ["Hyundai", 16], ["Volkswagen", 14]],
    usedMakes: [
      ["Toyota", 16], ["Mazda", 10], ["Hyundai", 9], ["Kia", 7], ["Volkswagen", 7], ["Ford", 10], ["Mitsubishi", 6], ["Nissan", 6],
      ["Honda", 5], ["Subaru", 5], ["Holden", 6], ["BMW", 3], ["Mercedes-Benz", 3], ["Audi", 2], ["Isuzu", 3], ["Tesla", 2],
      ["MG", 3], ["BYD", 2], ["GWM", 2], ["Haval", 2],
    ],
    extras: [{ make: "Yamaha", count: 2 }, { make: "Kawasaki", count: 1 }, { make: "Fuso", count: 2 }, { make: "Hino", count: 2 }],
  },
};

const baysideFord: TenantDefinition = {
  slug: "bayside-ford",
  name: "Bayside Ford",
  state: "VIC",
  domain: "baysideford.example",
  idBase: 300_000,
  itemType: "car",
  primary: "#003478",
  accent: "#2d96cd",
  config: {
    legalName: "Bayside Ford Pty Ltd",
    abn: "98 765 432 109",
    dealerLicence: "LMCT 0012345",
    siteUrl: "https://www.baysideford.example",
    template: "brand",
    timeZone: "Australia/Melbourne",
    brands: ["Ford"],
    primaryLocationId: "201",
    hero: { heading: "Built Ford Tough in Melbourne's bayside", subheading: "Ranger, Everest, Mustang and more", image: "/images/hero.svg" },
    features: { reserveOnline: { enabled: true, route: "buy-online" }, deliveryCalculator: { enabled: true } },
    finance: { providers: ["AusLoans"], link: "/ford-finance" },
    openingHours: { closedText: "Enquire Now" },
  },
  locations: [
    { id: "201", slug: "moorabbin", name: "Bayside Ford", type: "sales", suburb: "Moorabbin", street: "1105 Nepean Highway",
      dealershipId: "bayside-ford", dealershipSlug: "bayside-ford", dealershipName: "Bayside Ford", brands: ["Ford"], usedWeight: 1,
      stockPrefix: "BF", phoneLine: 210, departments: ["sales", "service", "parts"], sundaySales: true, primary: true },
  ],
  stock: {
    count: 150,
    types: { new: 0.55, demo: 0.15, used: 0.3 },
    newMakes: [["Ford", 1]],
    usedMakes: [
      ["Ford", 40], ["Toyota", 12], ["Mazda", 10], ["Holden", 10], ["Hyundai", 8], ["Mitsubishi", 8], ["Nissan", 6], ["Kia", 6],
      ["Volkswagen", 5], ["Subaru", 4], ["Honda", 4], ["Isuzu", 4],
    ],
  },
};

const outbackCaravans: TenantDefinition = {
  slug: "outback-caravans",
  name: "Outback Caravans",
  state: "QLD",
  domain: "outbackcaravans.example",
  idBase: 400_000,
  itemType: "caravan",
  primary: "#8a4b1f",
  accent: "#f2a900",
  config: {
    legalName: "Outback Caravans Queensland Pty Ltd",
    abn: "45 678 901 234",
    dealerLicence: "MD 3456789",
    siteUrl: "https://www.outbackcaravans.example",
    template: "metro",
    timeZone: "Australia/Brisbane",
    brands: ["Jayco", "Lotus", "New Age"],
    primaryLocationId: "301",
    itemLabel: { singular: "caravan", plural: "caravans" },
    hero: { heading: "Your next adventure starts here", subheading: "New and used caravans, pop tops and off-roaders", image: "/images/hero.svg" },
    // Trade-in and personalised finance for signed-in shoppers only (§6 gated routes), so the gate is exercised.
    features: { deliveryCalculator: { enabled: true }, tradeIn: { enabled: true, maxAgeYears: 10 }, gatedRoutes: ["my-garage", "trade-in", "personalised-finance"] },
    finance: { providers: ["Angle"], calculator: { purchasePrice: { min: 5000, max: 250_000, default: 60_000 } } },
    openingHours: { closedText: "By appointment only" },
  },
  locations: [
    { id: "301", slug: "burpengary", name: "Outback Caravans Burpengary", type: "sales", suburb: "Burpengary", street: "12 Buckley Road",
      dealershipId: "outback-burpengary", dealershipSlug: "outback-caravans-burpengary", dealershipName: "Outback Caravans Burpengary",
      brands: ["Jayco", "Lotus", "New Age"], usedWeight: 3, stockPrefix: "OB", phoneLine: 310, departments: ["sales", "service", "parts"],
      sundaySales: true, saturdayByAppointment: true, primary: true },
    { id: "302", slug: "toowoomba", name: "Outback Caravans Toowoomba", type: "sales", suburb: "Toowoomba", street: "640 Ruthven Street",
      dealershipId: "outback-toowoomba", dealershipSlug: "outback-caravans-toowoomba", dealershipName: "Outback Caravans Toowoomba",
      brands: ["Jayco"], usedWeight: 1, stockPrefix: "OT", phoneLine: 320, departments: ["sales"] },
  ],
  stock: {
    count: 80,
    types: { new: 0.5, demo: 0.1, used: 0.4 },
    newMakes: [["Jayco", 5], ["Lotus", 2], ["New Age", 3]],
    usedMakes: [["Jayco", 6], ["Coromal", 3], ["Avan", 3], ["Lotus", 2], ["Supreme", 3], ["New Age", 3]],
  },
};

export const SAMPLE_TENANTS: readonly TenantDefinition[] = [harbourCity, baysideFord, outbackCaravans];

/** A Harbour City look-alike with `count` cars, for build benchmarks. */
export function benchDefinition(count: number): TenantDefinition {
  const slug = `bench-${count}`;
  return {
    ...harbourCity,
    slug,
    name: `Bench Motors ${count}`,
    domain: `${slug}.example`,
    idBase: 1_000_000,
    config: { ...harbourCity.config, legalName: `Bench Motors ${count} Pty Ltd`, siteUrl: `https://${slug}.example` },
    stock: { ...harbourCity.stock, count },
  };
}
