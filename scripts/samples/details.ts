/**
 * Gallery "detail" shots (interior, wheels, kitchen...) shared by every vehicle of a tenant, so a
 * car can have up to 12 distinct images without a file per car. Simple shapes and a caption.
 */

type Drawing = () => string;

const DARK = "#2f3337";
const MID = "#6b7178";
const LIGHT = "#c3c8ce";

const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 8) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const path = (d: string, fill: string, stroke = "none", width = 0) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"/>`;

function spokes(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  count: number,
  colour: string,
  width: number,
): string {
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2;
    const [x1, y1] = [cx + inner * Math.cos(angle), cy + inner * Math.sin(angle)];
    const [x2, y2] = [cx + outer * Math.cos(angle), cy + outer * Math.sin(angle)];
    return `<path d="M${x1.toFixed(1)},${y1.toFixed(1)} L${x2.toFixed(1)},${y2.toFixed(1)}" stroke="${colour}" stroke-width="${width}"/>`;
  }).join("");
}

const seat = (x: number, y: number) =>
  path(
    `M${x},${y + 200} L${x},${y + 40} Q${x},${y} ${x + 40},${y} L${x + 100},${y} Q${x + 130},${y} ${x + 130},${y + 40} L${x + 120},${y + 150} L${x + 170},${y + 160} L${x + 170},${y + 200} Z`,
    DARK,
  );

export const CAR_DETAILS: Record<string, Drawing> = {
  dashboard: () =>
    path("M60,330 Q400,200 740,330 L740,420 L60,420 Z", DARK) +
    circle(260, 330, 80, "none", ` stroke="${LIGHT}" stroke-width="16"`) +
    rect(420, 260, 200, 110, "#4a78a8"),
  "front-seats": () => seat(180, 150) + seat(450, 150),
  "rear-seats": () =>
    path("M140,200 Q140,160 180,160 L620,160 Q660,160 660,200 L670,360 L130,360 Z", DARK) +
    rect(130, 360, 540, 60, MID, 12),
  wheel: () =>
    circle(400, 290, 200, "#1c1e21") +
    circle(400, 290, 140, LIGHT) +
    spokes(400, 290, 30, 136, 5, MID, 26) +
    circle(400, 290, 30, MID),
  "steering-wheel": () =>
    circle(400, 290, 180, "none", ` stroke="${DARK}" stroke-width="34"`) +
    spokes(400, 290, 40, 170, 3, DARK, 30) +
    circle(400, 290, 56, MID),
  cargo: () => path("M160,140 L640,140 L700,440 L100,440 Z", DARK) + path("M200,180 L600,180 L640,400 L160,400 Z", MID),
  infotainment: () =>
    rect(150, 130, 500, 300, "#1d2a38", 16) +
    [0, 1, 2].map((i) => rect(190 + i * 150, 180, 120, 90, "#4a78a8")).join("") +
    rect(190, 300, 420, 90, "#35597e"),
  headlight: () =>
    path("M120,380 Q140,190 420,170 L690,190 Q700,300 620,380 Z", "#dfe6ec", DARK, 6) +
    [0, 1, 2].map((i) => rect(300 + i * 110, 250, 80, 20, "#fffbe0", 10)).join(""),
  "tail-light": () =>
    path("M140,200 L660,200 Q680,300 640,380 L160,380 Q120,300 140,200 Z", "#8e1b22", DARK, 6) +
    rect(220, 260, 360, 30, "#ff5a5f", 14),
  engine: () =>
    rect(160, 150, 480, 280, DARK, 20) +
    [0, 1, 2, 3].map((i) => circle(250 + i * 100, 250, 34, MID)).join("") +
    rect(200, 340, 400, 50, MID),
  keys: () => rect(300, 150, 200, 300, DARK, 60) + [0, 1, 2].map((i) => circle(400, 220 + i * 80, 26, MID)).join(""),
};

export const CARAVAN_DETAILS: Record<string, Drawing> = {
  bed: () =>
    rect(140, 230, 520, 180, "#f1ede4", 20) +
    rect(170, 200, 200, 60, "#ffffff", 20) +
    rect(430, 200, 200, 60, "#ffffff", 20) +
    rect(140, 330, 520, 80, "#7a8fa6", 20),
  kitchen: () =>
    rect(80, 280, 640, 180, "#8c6d4f", 6) +
    rect(80, 260, 640, 30, "#e9e4da", 4) +
    rect(430, 266, 140, 18, LIGHT, 6) +
    circle(220, 272, 20, DARK) +
    circle(300, 272, 20, DARK),
  dinette: () =>
    rect(300, 250, 200, 20, "#8c6d4f", 4) +
    rect(120, 240, 140, 200, "#7a8fa6", 20) +
    rect(540, 240, 140, 200, "#7a8fa6", 20),
  ensuite: () =>
    rect(120, 120, 240, 340, "#dfe6ec", 12) +
    circle(540, 360, 70, "#ffffff", ` stroke="${MID}" stroke-width="6"`) +
    rect(490, 200, 100, 130, "#ffffff", 12),
  annexe: () =>
    path("M80,460 L80,220 L720,160 L720,460 Z", "#d8cdb8", "#8a7f6a", 4) + rect(300, 280, 200, 180, "#b7aa90", 4),
  solar: () =>
    path("M100,380 L260,160 L700,160 L540,380 Z", "#1d2a38") +
    path("M246,180 L392,360 M400,160 L470,380 M180,270 L620,270", "none", "#4a78a8", 4),
  drawbar: () =>
    path("M80,420 L520,300 L720,300", "none", DARK, 26) + circle(720, 300, 34, MID) + circle(300, 440, 40, "#1c1e21"),
  storage: () =>
    rect(120, 140, 560, 320, "#9aa1a8", 10) +
    rect(150, 170, 240, 260, "#c9ced4", 6) +
    rect(410, 170, 240, 260, "#c9ced4", 6),
  battery: () =>
    rect(220, 180, 360, 240, DARK, 12) +
    rect(270, 150, 60, 30, MID, 4) +
    rect(470, 150, 60, 30, MID, 4) +
    path("M420,220 L360,310 L410,310 L380,390 L460,290 L410,290 L440,220 Z", "#f2a900"),
  shower: () =>
    rect(260, 100, 280, 380, "#dfe6ec", 12) + circle(400, 170, 40, MID) + spokes(400, 240, 20, 140, 9, "#9fc3e6", 4),
  wardrobe: () =>
    rect(200, 100, 400, 380, "#8c6d4f", 8) +
    path("M400,100 L400,480", "none", "#5e4834", 6) +
    circle(380, 290, 10, LIGHT) +
    circle(420, 290, 10, LIGHT),
};

/** A detail image: backdrop, drawing and a caption bar in the tenant's accent colour. */
export function detailSvg(name: string, drawing: Drawing, accent: string): string {
  const caption = name.replace(/-/g, " ").replace(/^./, (first) => first.toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">` +
    `<rect width="800" height="600" fill="#e9edf1"/>${drawing()}` +
    `<rect y="530" width="800" height="70" fill="${accent}"/>` +
    `<text x="40" y="576" font-family="Arial,sans-serif" font-size="30" font-weight="700" fill="#fff">${caption}</text></svg>\n`
  );
}
