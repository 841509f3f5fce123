import type { MouseEvent } from "react";
import { usePagination } from "react-instantsearch";

/**
 * A page number past the results (`?page=99` from an old link, or stock that sold since): says so
 * and links to the last page that has results, instead of an empty grid.
 */
export function PastLastPage({ onPage }: { onPage: () => void }) {
  const { currentRefinement, nbPages, refine, createURL } = usePagination();
  const last = nbPages - 1;
  const go = (event: MouseEvent) => {
    event.preventDefault();
    refine(last);
    onPage();
  };
  return (
    <div className="no-results" role="status">
      <h2>No results on page {currentRefinement + 1}</h2>
      <p>
        These results end on page {nbPages}.{" "}
        <a href={createURL(last)} onClick={go} data-control="page:last">
          Go to page {nbPages}
        </a>
      </p>
    </div>
  );
}
