import { nextStart, PER_VIEW_QUERIES } from "#lib/reviews/slider.ts";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
const matches = (query: string) => typeof window.matchMedia === "function" && window.matchMedia(query).matches;
const onMediaChange = (query: string, run: () => void) => {
  if (typeof window.matchMedia === "function") window.matchMedia(query).addEventListener("change", run);
};

/** 'Read more' / 'Read less' on a truncated review: the full text from data-full, and back. */
function enhanceReadMore(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-reviews] button[aria-controls]")) {
    const text = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!text) continue;
    const short = text.textContent ?? "";
    button.addEventListener("click", () => {
      const expanded = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", String(expanded));
      text.textContent = expanded ? (text.dataset.full ?? short) : short;
      const label = button.firstChild;
      if (label?.nodeType === Node.TEXT_NODE) label.textContent = expanded ? "Read less" : "Read more";
    });
  }
}

/**
 * The carousel: rotates every data-rotation-ms while playing, unless the pointer is over it or
 * keyboard focus is inside (WCAG 2.2.2); starts paused for prefers-reduced-motion until Play;
 * reviews out of view are inert; the track is announced politely only while stopped.
 */
function enhanceSlider(slider: HTMLElement) {
  const track = slider.querySelector<HTMLElement>("[data-reviews-track]");
  const control = slider.querySelector<HTMLButtonElement>("[data-reviews-play]");
  if (!track || !control) return;
  const slides = [...track.children] as HTMLElement[];
  const rotationMs = Number(slider.dataset.rotationMs);
  let index = 0;
  // null until the shopper chooses: then rotation follows prefers-reduced-motion.
  let choice: boolean | null = null;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let timerLast = -1;

  const perView = () => PER_VIEW_QUERIES.find(([, query]) => matches(query))?.[0] ?? 1;
  const last = () => Math.max(0, slides.length - perView());
  const playing = () => choice ?? !matches(REDUCED_MOTION_QUERY);

  const render = () => {
    const shown = perView();
    const end = last();
    const start = Math.min(index, end);
    const rotating = playing() && !hovered && !focused;
    const label = control.firstChild;
    if (label?.nodeType === Node.TEXT_NODE) label.textContent = playing() ? "Pause" : "Play";
    track.style.setProperty("--index", String(start));
    track.setAttribute("aria-live", rotating ? "off" : "polite");
    slides.forEach((slide, i) => {
      slide.inert = i < start || i >= start + shown;
    });
    // The timer restarts only when rotation starts or stops, or the last start changes.
    if (!rotating) {
      clearInterval(timer);
      timer = undefined;
    } else if (timer === undefined || timerLast !== end) {
      clearInterval(timer);
      timerLast = end;
      timer = setInterval(() => {
        index = nextStart(index, 1, last());
        render();
      }, rotationMs);
    }
  };

  control.addEventListener("click", () => {
    choice = !playing();
    render();
  });
  for (const step of slider.querySelectorAll<HTMLButtonElement>("[data-reviews-step]"))
    step.addEventListener("click", () => {
      index = nextStart(index, Number(step.dataset.reviewsStep), last());
      render();
    });
  slider.addEventListener("mouseenter", () => {
    hovered = true;
    render();
  });
  slider.addEventListener("mouseleave", () => {
    hovered = false;
    render();
  });
  // Focus on the Pause/Play button itself must not pause, or Play would never start anything.
  slider.addEventListener("focusin", (event) => {
    focused = event.target !== control;
    render();
  });
  slider.addEventListener("focusout", (event) => {
    if (slider.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  });
  for (const query of [REDUCED_MOTION_QUERY, ...PER_VIEW_QUERIES.map(([, q]) => q)]) onMediaChange(query, render);
  render();
}

export function enhanceReviews(root: ParentNode): void {
  enhanceReadMore(root);
  for (const slider of root.querySelectorAll<HTMLElement>("[data-reviews-slider]")) enhanceSlider(slider);
}

enhanceReviews(document);
