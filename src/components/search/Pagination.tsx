import type { MouseEvent } from "react";
import { usePagination } from "react-instantsearch";

/** Pages of 21; a new page scrolls to the top of the results and moves focus there. */
export function Pagination({ onPage }: { onPage: () => void }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({
    padding: 2,
  });
  if (nbPages <= 1) return null;
  const go = (page: number) => (event: MouseEvent) => {
    event.preventDefault();
    refine(page);
    onPage();
  };
  return (
    <nav className="pagination" aria-label="Pages of results">
      <ul>
        {!isFirstPage && (
          <li>
            <a
              href={createURL(currentRefinement - 1)}
              onClick={go(currentRefinement - 1)}
              rel="prev"
              data-control="page:previous"
            >
              Previous
            </a>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <a
              href={createURL(page)}
              onClick={go(page)}
              aria-current={page === currentRefinement ? "page" : undefined}
              aria-label={`Page ${page + 1}`}
              data-control={`page:${page + 1}`}
            >
              {page + 1}
            </a>
          </li>
        ))}
        {!isLastPage && (
          <li>
            <a
              href={createURL(currentRefinement + 1)}
              onClick={go(currentRefinement + 1)}
              rel="next"
              data-control="page:next"
            >
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
