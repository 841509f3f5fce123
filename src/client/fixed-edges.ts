/**
 * WCAG 2.2 2.4.11 Focus Not Obscured: what is fixed to the top or bottom of the viewport
 * (the consent banner, the car page's sticky header and bottom bar, the compare tray) is measured,
 * and the page keeps a focused control clear of it: `--fixed-top` and `--fixed-bottom` on <html>
 * become its scroll padding (global.css), which the browser honours when focus scrolls a control
 * into view, and room at the end of the page, so the last link can scroll above the banner.
 */
const tracked = new Set<HTMLElement>();
let observer: ResizeObserver | undefined;
let frame = 0;

/** Measures `element` from now on; hidden (display: none) it counts for nothing. */
export function trackFixedEdge(element: HTMLElement | null): void {
  if (!element || tracked.has(element) || typeof ResizeObserver === "undefined") return;
  if (!observer) {
    observer = new ResizeObserver(schedule);
    addEventListener("resize", schedule, { passive: true });
  }
  tracked.add(element);
  observer.observe(element);
}

export function untrackFixedEdge(element: HTMLElement | null): void {
  if (!element || !tracked.delete(element)) return;
  observer?.unobserve(element);
  schedule();
}

function schedule(): void {
  if (!frame) frame = requestAnimationFrame(measure);
}

/**
 * Measures now rather than at the next frame: for a script that is about to scroll something into
 * view just after showing or hiding a bar (the car page's "Enquire").
 */
export function measureFixedEdges(): void {
  if (frame) cancelAnimationFrame(frame);
  measure();
}

function measure(): void {
  frame = 0;
  const height = innerHeight;
  let top = 0;
  let bottom = 0;
  for (const element of tracked) {
    // Layout boxes, not painted ones: a bar sliding in (a transform) is measured where it comes to rest.
    const { offsetTop, offsetHeight } = element;
    if (!element.isConnected || offsetHeight === 0) continue;
    // Stacked bars (the compare tray sits above the car page's bottom bar) count from their far edge.
    if (offsetTop < height / 2) top = Math.max(top, offsetTop + offsetHeight);
    else bottom = Math.max(bottom, height - offsetTop);
  }
  const root = document.documentElement.style;
  root.setProperty("--fixed-top", `${Math.ceil(top)}px`);
  root.setProperty("--fixed-bottom", `${Math.ceil(bottom)}px`);
}
