import { type CarData, carDataPath, type PriceView } from "#lib/inventory/car-data-file.ts";

/**
 * The print page's car (spec §2 /print?car_id=): its data file's sheet drawn into the page's
 * slots (`data-field`), then the browser's print dialog once the photo has loaded (or failed), so
 * the sheet never prints without it. Until then the page says "Preparing..." (spec §4).
 */
export async function showPrintSheet(slug: string): Promise<void> {
  const status = document.querySelector<HTMLElement>("[data-print-status]")!;
  const data = slug ? await loadCar(slug) : undefined;
  if (!data) {
    status.textContent = "Sorry, we couldn't find that car. It may have been sold.";
    return;
  }
  const { compare, sheet } = data;
  document.title = `${compare.name} | Print | ${document.body.dataset.dealer}`;
  const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
  const show = (name: string, text?: string) => {
    const element = field(name);
    if (text !== undefined) element.textContent = text;
    element.hidden = false;
    return element;
  };
  show("place", `${sheet.place} · ${sheet.phone}`);
  show("name", compare.name);
  show("slug", compare.slug);
  if (sheet.badge) show("badge", sheet.badge);
  if (sheet.price) show("price").append(...priceParts(sheet.price));
  else show("sold");
  for (const { label, value } of sheet.info) {
    const row = document.createElement("div");
    row.append(make("dt", label), make("dd", value));
    field("info").append(row);
  }
  if (compare.features.length) {
    show("features-heading");
    show("features").append(...compare.features.map((feature) => make("li", feature)));
  }
  if (sheet.commentsHtml) {
    show("comments-heading");
    // Sanitised by the build (sanitizeCommentsHtml), as the car page shows it.
    show("comments").innerHTML = sheet.commentsHtml;
  }
  const photo = document.querySelector<HTMLImageElement>("[data-print-photo]")!;
  const ready = () => {
    status.textContent = "Ready to print.";
    window.print();
  };
  document.querySelector<HTMLElement>("[data-sheet]")!.hidden = false;
  if (!sheet.photo) return void requestAnimationFrame(ready);
  photo.addEventListener("load", ready, { once: true });
  photo.addEventListener("error", ready, { once: true });
  photo.alt = compare.name;
  photo.src = sheet.photo;
  photo.hidden = false;
}

async function loadCar(slug: string): Promise<CarData | undefined> {
  try {
    const response = await fetch(carDataPath(slug));
    return response.ok ? ((await response.json()) as CarData) : undefined;
  } catch {
    return undefined;
  }
}

function make(tag: string, text: string, className?: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** PriceTag.astro's parts: the amount, its price type, the was-price. */
function priceParts(price: PriceView): Node[] {
  if (!price.amount) return [make("span", price.text, "price__amount price__amount--text")];
  const parts: Node[] = [make("span", price.text, "price__amount")];
  if (price.label) parts.push(make("span", price.label, "price__label"));
  if (price.was) {
    const was = make("span", "Was ", "price__was");
    was.append(make("s", price.was));
    parts.push(was);
  }
  return parts;
}
