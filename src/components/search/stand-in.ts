/** The build's search page, which the live island replaces (StaticSearch; client:interaction's stand-in). */
export const SEARCH_STAND_IN = "[data-search-stand-in]";
