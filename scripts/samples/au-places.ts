/**
 * Real Australian suburbs with their real postcodes and approximate centre coordinates, and
 * phone numbers from the ranges ACMA reserves for fiction, so that no sample dials a real business.
 */

export type AuState = "NSW" | "VIC" | "QLD" | "SA" | "WA" | "TAS" | "NT" | "ACT";

export interface Place {
  suburb: string;
  postcode: string;
  state: AuState;
  lat: number;
  lng: number;
}

const place = (suburb: string, postcode: string, state: AuState, lat: number, lng: number): Place => ({
  suburb,
  postcode,
  state,
  lat,
  lng,
});

const PLACES: readonly Place[] = [
  // Sydney
  place("Artarmon", "2064", "NSW", -33.8089, 151.185),
  place("Parramatta", "2150", "NSW", -33.815, 151.0011),
  place("Alexandria", "2015", "NSW", -33.902, 151.197),
  place("Brookvale", "2100", "NSW", -33.765, 151.27),
  place("St Leonards", "2065", "NSW", -33.823, 151.195),
  place("Silverwater", "2128", "NSW", -33.835, 151.047),
  place("Chatswood", "2067", "NSW", -33.7969, 151.1803),
  place("Hornsby", "2077", "NSW", -33.7025, 151.0993),
  place("Castle Hill", "2154", "NSW", -33.7296, 151.0037),
  place("Liverpool", "2170", "NSW", -33.9209, 150.9238),
  place("Penrith", "2750", "NSW", -33.7507, 150.6877),
  place("Bondi Junction", "2022", "NSW", -33.8931, 151.2476),
  place("Mosman", "2088", "NSW", -33.8291, 151.2442),
  place("Manly", "2095", "NSW", -33.7969, 151.2856),
  // Melbourne
  place("Moorabbin", "3189", "VIC", -37.9351, 145.0378),
  place("Brighton", "3186", "VIC", -37.9056, 144.9984),
  place("Cheltenham", "3192", "VIC", -37.9667, 145.05),
  place("Frankston", "3199", "VIC", -38.1446, 145.1256),
  place("Mentone", "3194", "VIC", -37.9826, 145.0654),
  place("Sandringham", "3191", "VIC", -37.9511, 145.0047),
  place("Bentleigh", "3204", "VIC", -37.918, 145.0355),
  place("Mordialloc", "3195", "VIC", -38.0061, 145.0878),
  // Queensland
  place("Burpengary", "4505", "QLD", -27.1571, 152.9573),
  place("Toowoomba", "4350", "QLD", -27.5598, 151.9507),
  place("Caboolture", "4510", "QLD", -27.0846, 152.9511),
  place("North Lakes", "4509", "QLD", -27.2243, 153.0208),
  place("Redcliffe", "4020", "QLD", -27.2307, 153.1097),
  place("Maroochydore", "4558", "QLD", -26.6578, 153.0889),
  place("Ipswich", "4305", "QLD", -27.6161, 152.7609),
  place("Hervey Bay", "4655", "QLD", -25.2882, 152.8531),
];

export function findPlace(suburb: string): Place {
  const found = PLACES.find((candidate) => candidate.suburb === suburb);
  if (!found) throw new Error(`unknown suburb ${suburb}`);
  return found;
}

const AREA_CODES: Record<AuState, string> = {
  NSW: "02",
  ACT: "02",
  VIC: "03",
  TAS: "03",
  QLD: "07",
  SA: "08",
  WA: "08",
  NT: "08",
};

/** A landline in the 5550 xxxx range reserved for drama and fiction, e.g. "02 5550 0142". */
export function fictionalPhone(state: AuState, line: number): string {
  return `${AREA_CODES[state]} 5550 ${String(line % 10_000).padStart(4, "0")}`;
}

/** Mobile numbers ACMA lists as fictitious (only these in the 0491 570 block are reserved). */
export const FICTIONAL_MOBILES = [
  "0491 570 006",
  "0491 570 110",
  "0491 570 156",
  "0491 570 157",
  "0491 570 158",
  "0491 570 159",
  "0491 570 313",
  "0491 570 737",
] as const;
