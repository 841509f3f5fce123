/** 'Show more' / 'Show All' (ExpandableList.astro): shows or hides the items past the first `data-visible`. */
export function enhanceExpandableLists(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-expandable] > button[aria-controls]")) {
    const limit = Number(button.dataset.visible);
    button.addEventListener("click", () => {
      const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
      const expanded = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", String(expanded));
      button.textContent = (expanded ? button.dataset.less : button.dataset.more) ?? "";
      for (const [index, item] of [...(list?.children ?? [])].entries())
        (item as HTMLElement).hidden = !expanded && index >= limit;
    });
  }
}

enhanceExpandableLists(document);
