/** Turns every [data-tabs] block into WAI-ARIA tabs with arrow-key, Home and End navigation. */
for (const root of document.querySelectorAll<HTMLElement>("[data-tabs]:not([data-tabs-ready])")) {
  root.setAttribute("data-tabs-ready", "");
  const list = root.querySelector<HTMLElement>("[role=tablist]");
  const tabs = [...root.querySelectorAll<HTMLElement>("[role=tab]")];
  const panels = [...root.querySelectorAll<HTMLElement>("[data-tab-panel]")];
  if (!list) continue;
  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
      panels[i]!.hidden = !on;
    });
    if (focus) tabs[index]!.focus();
  };
  panels.forEach((panel, i) => {
    panel.setAttribute("role", "tabpanel");
    panel.setAttribute("aria-labelledby", tabs[i]!.id);
    panel.tabIndex = 0;
    panel.querySelector(".tabs__heading")?.classList.add("visually-hidden");
  });
  list.hidden = false;
  select(0, false);
  tabs.forEach((tab, i) => {
    tab.addEventListener("click", () => select(i, false));
  });
  list.addEventListener("keydown", (event) => {
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || current === -1) return;
    event.preventDefault();
    select((next + tabs.length) % tabs.length, true);
  });
}
