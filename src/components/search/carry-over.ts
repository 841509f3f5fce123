/**
 * What the shopper did to the build's stand-in before the live search was ready, done again on the
 * live search. Controls are matched by their `data-control` key, which both render:
 * a changed field (typed query, moved slider, chosen sort) sets the live field and fires the
 * events React listens for; a ticked or unticked checkbox and a held click
 * (`data-held-click`, set by client:interaction) click the live control; focus moves to the same
 * control or link, so a keyboard shopper is not dropped to the top of the page.
 */
export function carryOver(standIn: ParentNode, live: ParentNode): void {
  const twin = <T extends HTMLElement>(element: HTMLElement) =>
    live.querySelector<T>(`[data-control="${CSS.escape(element.dataset.control ?? "")}"]`);
  for (const field of standIn.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    "input[data-control], select[data-control]",
  )) {
    const target = twin<HTMLInputElement | HTMLSelectElement>(field);
    if (!target) continue;
    if (field instanceof HTMLInputElement && field.type === "checkbox") {
      if (field.checked !== field.defaultChecked && (target as HTMLInputElement).checked !== field.checked)
        target.click();
    } else if (changedByShopper(field) && target.value !== field.value) setFieldValue(target, field.value);
  }
  for (const held of standIn.querySelectorAll<HTMLElement>("[data-held-click]")) twin(held)?.click();
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && standIn.contains(focused)) {
    // A link (a car's title, Enquire) has no key: its address is one.
    const href = focused instanceof HTMLAnchorElement && focused.getAttribute("href");
    const target = focused.dataset.control
      ? twin(focused)
      : href
        ? live.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`)
        : null;
    target?.focus();
    if (target instanceof HTMLInputElement && target.type === "search")
      target.setSelectionRange(target.value.length, target.value.length);
  }
}

function changedByShopper(field: HTMLInputElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  // The browser snaps a range input's value to its step: compare with the default as it snapped
  // it, so a value nobody moved is never taken for a choice.
  const untouched = field.cloneNode() as HTMLInputElement;
  untouched.value = field.defaultValue;
  return field.value !== untouched.value;
}

/**
 * Sets a React-controlled field as typing would: through the prototype's setter (React's own
 * value tracker on the element would otherwise swallow the change), then `input` and `change`.
 */
function setFieldValue(field: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}
