import type { Rng } from "./random.ts";
import type { ModelSpec } from "./vehicles.ts";

/** standardEquipment lists and specifications that fit the vehicle. */

const BASE = [
  "Reversing Camera",
  "Apple CarPlay",
  "Android Auto",
  "Bluetooth Connectivity",
  "Cruise Control",
  "Autonomous Emergency Braking",
  "Lane Keep Assist",
  "Rear Parking Sensors",
  "Keyless Entry",
  "Push Button Start",
  "Alloy Wheels",
  "LED Headlights",
  "Dual Zone Climate Control",
  "Auto Headlights",
  "Rain Sensing Wipers",
  "Electric Park Brake",
  "USB-C Charging",
  "Digital Instrument Cluster",
];
const PREMIUM = [
  "Adaptive Cruise Control",
  "Blind Spot Monitoring",
  "Rear Cross Traffic Alert",
  "Heated Front Seats",
  "Leather Upholstery",
  "Power Driver's Seat",
  "Wireless Phone Charger",
  "Satellite Navigation",
  "Sunroof",
  "360 Degree Camera",
  "Head-Up Display",
  "Premium Sound System",
  "Power Tailgate",
  "Ventilated Front Seats",
];
const UTE = [
  "Tub Liner",
  "Tow Bar",
  "Sports Bar",
  "Side Steps",
  "Rear Diff Lock",
  "Hill Descent Control",
  "Tonneau Cover",
];
const OFF_ROAD = ["Roof Rails", "Hill Descent Control", "Tow Bar", "Terrain Management System"];
const ELECTRIC = ["DC Fast Charging", "Vehicle-to-Load", "Heat Pump", "Regenerative Braking", "Type 2 Charging Cable"];
const MOTORCYCLE = [
  "ABS",
  "LED Lighting",
  "Slipper Clutch",
  "TFT Display",
  "Riding Modes",
  "Quickshifter",
  "USB Charging",
];
const TRUCK = [
  "Reversing Camera",
  "Bluetooth Connectivity",
  "Air Conditioning",
  "Cruise Control",
  "Exhaust Brake",
  "Dual Batteries",
  "Tipper Body",
];
const CARAVAN = [
  "Ensuite",
  "Queen Bed",
  "Solar Panels",
  "Lithium Battery",
  "Diesel Heater",
  "Washing Machine",
  "Reverse Cycle Air Conditioner",
  "Gas/Electric Hot Water",
  "Microwave",
  "Roll-out Awning",
  "Bike Rack",
  "External TV Bracket",
  "Pull-out Kitchen",
  "Outdoor Shower",
  "Tunnel Boot",
  "Twin Water Tanks",
  "Grey Water Tank",
  "LED Strip Lighting",
  "Electric Brakes",
  "Anderson Plug",
  "12V Compressor Fridge",
  "Cooktop and Grill",
  "Smart TV",
];

export function equipmentFor(rng: Rng, spec: ModelSpec, badgeIndex: number): string[] {
  if (spec.category === "caravan") {
    const list = rng.sample(CARAVAN, rng.int(6, 18));
    if (spec.body === "Off Road") list.push("Off-road Independent Suspension");
    return list;
  }
  if (spec.category === "motorcycle") return rng.sample(MOTORCYCLE, rng.int(3, 6));
  if (spec.category === "truck") return rng.sample(TRUCK, rng.int(4, 7));
  const pool = [...rng.sample(BASE, rng.int(6, 14))];
  const premiumShare = Math.min(1, badgeIndex / Math.max(1, spec.badges.length - 1) + (spec.price > 75_000 ? 0.5 : 0));
  pool.push(...rng.sample(PREMIUM, Math.round(premiumShare * rng.int(3, 9))));
  if (spec.body === "Ute") pool.push(...rng.sample(UTE, rng.int(1, 4)));
  if (spec.drive === "4WD") pool.push(...rng.sample(OFF_ROAD, rng.int(1, 3)));
  if (spec.fuel === "Electric") pool.push(...rng.sample(ELECTRIC, rng.int(2, 4)));
  if ((spec.seats ?? 0) >= 7) pool.push("Third Row Seating");
  return [...new Set(pool)];
}

const litres = (engine?: string) => Number(engine?.replace(/[^\d.]/g, "") || 0);
const kg = (value: number) => `${`${Math.round(value / 10) * 10}`.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}kg`;

function motorSpecs(spec: ModelSpec): [string, string, string | number][] {
  const size = litres(spec.engine);
  const motorcycle = spec.category === "motorcycle";
  const electric = spec.fuel === "Electric";
  const power = electric
    ? Math.min(450, 150 + Math.round((spec.price - 45_000) / 250))
    : motorcycle
      ? Math.round(size * 0.075)
      : Math.round(size * (spec.fuel === "Diesel" ? 55 : 62));
  const torque = electric
    ? power * 2 + 40
    : motorcycle
      ? Math.round(size * 0.1)
      : Math.round(size * (spec.fuel === "Diesel" ? 175 : 110));
  const economy = electric
    ? `${(14 + (spec.price % 5)).toFixed(1)}kWh/100km`
    : motorcycle
      ? "4.3L/100km"
      : `${(spec.fuel === "Diesel" ? 4.5 + size * 1.2 : spec.fuel === "Hybrid" ? 3 + size * 0.8 : spec.fuel === "Plug-in Hybrid" ? 1.9 : 3.5 + size * 1.9).toFixed(1)}L/100km`;
  const towing =
    spec.body === "Ute" || spec.drive === "4WD" ? 3500 : spec.body === "SUV" ? (electric ? 1600 : 2000) : 1200;
  const rows: [string, string, string | number][] = [
    ["Engine", "Engine", electric ? "Electric motor" : `${spec.engine} ${spec.fuel}`],
    ["Engine", "Power", `${power}kW`],
    ["Engine", "Torque", `${torque}Nm`],
    ["Engine", "Fuel Economy (combined)", economy],
    ["General", "Body", spec.body],
    ["General", "Transmission", spec.transmission ?? "Automatic"],
    ["General", "Drive", spec.drive ?? ""],
    ["General", "Seats", spec.seats ?? ""],
  ];
  if (spec.doors) rows.push(["General", "Doors", spec.doors]);
  if (!motorcycle && spec.category !== "truck") rows.push(["Towing", "Towing Capacity (braked)", kg(towing)]);
  return rows;
}

function caravanSpecs(spec: ModelSpec, rng: Rng): [string, string, string | number][] {
  const atm = spec.atmKg ?? 2500;
  const tandem = atm > 2200;
  return [
    ["General", "Sleeps", spec.sleeps ?? 2],
    ["Dimensions", "External Length", `${spec.lengthFt}'${rng.pick([0, 3, 6, 9])}"`],
    ["Weights", "ATM", kg(atm)],
    ["Weights", "Tare", kg(atm * rng.float(0.74, 0.82))],
    ["Weights", "Ball Weight", kg(atm * rng.float(0.08, 0.1))],
    ["Chassis", "Axle", tandem ? "Tandem" : "Single"],
    ["Chassis", "Suspension", spec.body === "Off Road" ? "Independent coil" : "Roller rocker leaf spring"],
    ["Water", "Fresh Water", `${tandem ? 2 : 1} x 95L`],
    ["Power", "Battery", rng.pick(["100Ah AGM", "200Ah Lithium", "300Ah Lithium"])],
    ["Power", "Solar", rng.pick(["1 x 170W", "2 x 200W", "3 x 200W"])],
  ];
}

/** Specifications in one of the shapes feeds use: a { label: value } map, or a list of rows. */
export function specificationsFor(rng: Rng, spec: ModelSpec): unknown {
  const rows = (spec.category === "caravan" ? caravanSpecs(spec, rng) : motorSpecs(spec)).filter(
    ([, , value]) => value !== "",
  );
  const form = rng.weighted([
    ["map", 5],
    ["list", 4],
    ["named", 1],
  ] as const);
  if (form === "map") return Object.fromEntries(rows.map(([, label, value]) => [label, value]));
  if (form === "named") return rows.map(([, label, value]) => ({ name: label, value }));
  return rows.map(([group, label, value]) => ({ group, label, value: String(value) }));
}
