import type { Shape } from "./vehicles.ts";

/**
 * Side profiles (front to the right) on an 800×600 canvas with the ground at y=500. Each returns
 * SVG elements without the <svg> wrapper so the hero image can reuse them.
 */

const GLASS = "#2b3a4a";
const TYRE = "#1c1e21";

function wheel(x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r + 8}" fill="#15171a"/><circle cx="${x}" cy="${y}" r="${r}" fill="${TYRE}"/>` +
    `<circle cx="${x}" cy="${y}" r="${Math.round(r * 0.6)}" fill="#c3c8ce"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.15)}" fill="#6b7178"/>`
  );
}

function plate(x: number, y: number, text: string): string {
  return (
    `<rect x="${x}" y="${y}" width="86" height="24" rx="3" fill="#fff" stroke="#222" stroke-width="2"/>` +
    `<text x="${x + 43}" y="${y + 17}" font-family="Arial,sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="#222">${text}</text>`
  );
}

interface CarOutline {
  body: string;
  glass: string;
  wheels: number[];
  r: number;
  plateAt: [number, number];
}

const CARS: Partial<Record<Shape, CarOutline>> = {
  hatch: {
    body: "M130,470 L126,400 Q128,352 158,300 L176,262 Q186,240 214,238 L440,236 Q468,238 490,256 L556,318 L664,340 Q694,348 700,380 L702,470 Z",
    glass: "M196,262 Q202,252 222,252 L438,252 Q458,254 474,268 L526,318 L196,318 Z",
    wheels: [236, 592],
    r: 52,
    plateAt: [140, 404],
  },
  sedan: {
    body: "M110,470 L108,392 Q110,372 130,366 L210,356 L282,276 Q296,262 322,260 L478,258 Q506,260 524,278 L586,340 L680,352 Q702,358 704,388 L706,470 Z",
    glass: "M298,286 Q306,274 326,274 L476,274 Q496,276 508,290 L550,340 L252,340 Z",
    wheels: [220, 596],
    r: 52,
    plateAt: [120, 398],
  },
  suv: {
    body: "M120,470 L118,330 Q120,292 146,250 L160,228 Q170,212 196,212 L468,210 Q500,212 520,232 L584,300 L672,318 Q700,326 702,360 L704,470 Z",
    glass: "M176,236 Q182,226 200,226 L462,226 Q484,228 498,244 L550,302 L176,302 Z",
    wheels: [234, 590],
    r: 56,
    plateAt: [132, 380],
  },
  ute: {
    body: "M100,470 L100,330 L350,330 L352,232 Q354,214 376,214 L520,212 Q548,214 566,236 L612,300 L690,318 Q708,326 710,360 L712,470 Z",
    glass: "M372,232 L516,230 Q536,232 548,248 L584,300 L372,300 Z",
    wheels: [220, 600],
    r: 56,
    plateAt: [112, 384],
  },
  van: {
    body: "M90,470 L90,210 Q92,180 124,178 L560,176 Q600,178 622,210 L676,300 Q706,312 708,350 L710,470 Z",
    glass: "M560,194 Q590,196 604,218 L646,292 L560,292 Z M400,200 L540,200 L540,290 L400,290 Z",
    wheels: [210, 600],
    r: 52,
    plateAt: [104, 392],
  },
  coupe: {
    body: "M110,470 L110,400 Q112,380 140,372 L236,356 L320,282 Q336,270 362,270 L456,270 Q486,272 508,290 L566,346 L676,362 Q700,368 702,398 L704,470 Z",
    glass: "M330,292 Q340,284 360,284 L452,284 Q472,286 488,300 L528,346 L270,346 Z",
    wheels: [216, 604],
    r: 52,
    plateAt: [124, 404],
  },
};

function car(outline: CarOutline, colour: string, plateText: string): string {
  const [px, py] = outline.plateAt;
  return (
    `<path d="${outline.body}" fill="${colour}" stroke="#1b1d20" stroke-width="3"/>` +
    `<path d="${outline.glass}" fill="${GLASS}"/>` +
    `<path d="M${outline.wheels[0]! + 120},330 L${outline.wheels[0]! + 120},440" stroke="#1b1d20" stroke-width="2" opacity="0.5"/>` +
    outline.wheels.map((x) => wheel(x, 500 - outline.r, outline.r)).join("") +
    plate(px, py, plateText)
  );
}

function motorcycle(colour: string, plateText: string): string {
  const tyre = (x: number) =>
    `<circle cx="${x}" cy="420" r="72" fill="none" stroke="${TYRE}" stroke-width="18"/>` +
    `<circle cx="${x}" cy="420" r="50" fill="none" stroke="#9aa1a8" stroke-width="4"/><circle cx="${x}" cy="420" r="10" fill="#6b7178"/>`;
  return (
    tyre(230) +
    tyre(570) +
    `<path d="M230,420 L330,340 L470,330 L570,420" fill="none" stroke="#3a3d41" stroke-width="10"/>` +
    `<path d="M300,410 L430,392" stroke="#a7adb3" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="370" y="330" width="110" height="70" rx="8" fill="#55595e"/>` +
    `<path d="M570,420 L505,250" stroke="#777c82" stroke-width="12"/><path d="M492,242 L540,226" stroke="#222" stroke-width="8"/>` +
    `<path d="M360,302 Q380,252 450,254 L505,264 Q515,300 482,322 L380,326 Z" fill="${colour}" stroke="#1b1d20" stroke-width="3"/>` +
    `<path d="M250,300 L372,300 Q374,316 362,322 L262,320 Z" fill="#222"/><circle cx="532" cy="272" r="14" fill="#f4f1d0"/>` +
    plate(150, 330, plateText)
  );
}

function truck(colour: string, plateText: string): string {
  return (
    `<rect x="70" y="220" width="430" height="200" rx="6" fill="#f4f5f6" stroke="#b9c0c7" stroke-width="3"/>` +
    `<rect x="60" y="420" width="670" height="18" fill="#33363a"/>` +
    `<path d="M510,430 L510,200 Q512,176 540,174 L680,172 Q712,176 716,214 L724,330 L726,430 Z" fill="${colour}" stroke="#1b1d20" stroke-width="3"/>` +
    `<path d="M540,196 L690,194 Q702,196 704,214 L708,290 L540,290 Z" fill="${GLASS}"/>` +
    wheel(170, 450, 46) +
    wheel(270, 450, 46) +
    wheel(640, 450, 46) +
    plate(80, 386, plateText)
  );
}

function trailer(colour: string, plateText: string, shape: Shape): string {
  const white = "#f7f7f5";
  const drawbar = (y: number) =>
    `<path d="M636,${y} L770,${y + 36}" stroke="#33363a" stroke-width="10"/><circle cx="744" cy="486" r="14" fill="${TYRE}"/>` +
    `<path d="M744,${y + 30} L744,472" stroke="#55595e" stroke-width="8"/>`;
  const window = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${GLASS}"/>`;
  if (shape === "camper") {
    return (
      drawbar(404) +
      `<path d="M200,330 L230,200 L570,200 L600,330 Z" fill="#d8cdb8" stroke="#8a7f6a" stroke-width="3"/>` +
      window(300, 240, 200, 50) +
      `<rect x="190" y="330" width="420" height="100" rx="6" fill="${colour}" stroke="#1b1d20" stroke-width="3"/>` +
      wheel(400, 448, 44) +
      plate(204, 392, plateText)
    );
  }
  const top = shape === "offroad" ? 130 : shape === "poptop" ? 230 : 150;
  const bottom = shape === "offroad" ? 392 : 420;
  const roof =
    shape === "poptop"
      ? `<rect x="130" y="178" width="500" height="24" rx="6" fill="${white}" stroke="#c8ccd0" stroke-width="3"/><rect x="140" y="202" width="480" height="28" fill="#d8cdb8"/>`
      : "";
  const lower =
    shape === "offroad"
      ? `<rect x="110" y="330" width="530" height="${bottom - 330}" fill="${colour}"/><rect x="110" y="${bottom - 24}" width="530" height="24" fill="#9aa1a8"/>`
      : `<rect x="110" y="330" width="530" height="26" fill="${colour}"/>`;
  const wheels =
    shape === "offroad"
      ? wheel(330, 446, 50) + wheel(440, 446, 50)
      : shape === "poptop"
        ? wheel(390, 456, 42)
        : wheel(340, 456, 42) + wheel(432, 456, 42);
  return (
    drawbar(bottom - 20) +
    roof +
    `<path d="M110,${top + 30} Q110,${top} 140,${top} L600,${top} Q630,${top} 634,${top + 30} L640,${bottom} L110,${bottom} Z" fill="${white}" stroke="#c8ccd0" stroke-width="3"/>` +
    lower +
    window(170, top + 40, 120, 60) +
    window(450, top + 40, 140, 60) +
    `<rect x="320" y="${top + 34}" width="76" height="${bottom - top - 60}" rx="6" fill="#e3e6ea" stroke="#9aa1a8" stroke-width="2"/>` +
    wheels +
    plate(124, bottom - 62, plateText)
  );
}

/** The elements of one vehicle drawing. */
export function vehicleDrawing(shape: Shape, colour: string, plateText: string): string {
  const outline = CARS[shape];
  if (outline) return car(outline, colour, plateText);
  if (shape === "motorcycle") return motorcycle(colour, plateText);
  if (shape === "truck") return truck(colour, plateText);
  return trailer(colour, plateText, shape);
}

/** A complete 4:3 image: studio backdrop, floor, shadow and the vehicle. */
export function vehicleSvg(shape: Shape, colour: string, plateText: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">` +
    `<rect width="800" height="600" fill="#e9edf1"/><rect y="470" width="800" height="130" fill="#d3d9df"/>` +
    `<ellipse cx="410" cy="502" rx="330" ry="16" fill="#000" opacity="0.18"/>` +
    vehicleDrawing(shape, colour, plateText) +
    `</svg>\n`
  );
}
