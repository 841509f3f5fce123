/** Plain text of feed HTML (dealer comments), for places that must never render markup. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<br\s*\/?>|<\/(p|li|div|h\d)>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

const CONDITION_LABELS: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };

/** "used" → "Used": the car_type as a shopper reads it on cards. */
export function conditionLabel(carType: string): string {
  return CONDITION_LABELS[carType] ?? carType;
}

/** "1 car", "546 cars": a count with the dealer's item word, singular only for exactly one. */
export function countOf(count: number, label: { singular: string; plural: string }): string {
  return `${count.toLocaleString("en-AU")} ${count === 1 ? label.singular : label.plural}`;
}

/** "caravans" → "Caravans": the dealer's item word at the start of a sentence. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
