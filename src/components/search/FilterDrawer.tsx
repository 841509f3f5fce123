import { useEffect, useRef, type ReactNode } from "react";
import { useStats } from "react-instantsearch";
import { formatResultCount } from "#lib/search/result-count.ts";

const capitalise = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The filters: a sidebar from 900px, a drawer below it opened by 'Filters' and closed by
 * 'Show Me N Cars' (or Escape), which returns focus to the opener.
 */
export function FilterDrawer({
  open,
  onClose,
  plural,
  children,
}: {
  open: boolean;
  onClose: () => void;
  plural: string;
  children: ReactNode;
}) {
  const { nbHits } = useStats();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("h2")?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <div
      id="search-filters"
      ref={panel}
      className={`filters${open ? " filters--open" : ""}`}
      aria-label="Filters"
      role="region"
    >
      <div className="filters__head">
        <h2 tabIndex={-1}>Filters</h2>
        <button type="button" className="filters__close" data-control="filters:close" onClick={onClose}>
          Close<span className="visually-hidden"> filters</span>
        </button>
      </div>
      <div className="filters__body">{children}</div>
      <div className="filters__foot">
        <button type="button" className="button" data-control="filters:show" onClick={onClose}>
          Show Me {formatResultCount(nbHits)} {capitalise(plural)}
        </button>
      </div>
    </div>
  );
}
