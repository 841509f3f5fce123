import { useEffect, useRef, useState } from "react";
import { useSearchBox } from "react-instantsearch";
import { SEARCH_DEBOUNCE_MS } from "#lib/search/slider.ts";

/** Free-text search; the query goes to the engine 300 ms after the last keystroke (spec §5). */
export function SearchBox({ placeholder }: { placeholder: string }) {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current) setValue(query);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (next: string) => {
    clearTimeout(timer.current);
    typing.current = false;
    refine(next);
  };
  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(value);
      }}
    >
      <label htmlFor="search-query" className="search-box__label">
        Search
      </label>
      <input
        id="search-query"
        className="text-control"
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        data-control="query"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(next);
          typing.current = true;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
