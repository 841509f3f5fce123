import type { CompareEntry } from "#lib/inventory/compare-list.ts";
import WatchlistButton from "../../account/WatchlistButton.tsx";
import CompareButton from "../../compare/CompareButton.tsx";
import FavouriteButton from "./FavouriteButton.tsx";
import PrintButton from "./PrintButton.tsx";
import ShareButton from "./ShareButton.tsx";

export interface VehicleToolsProps {
  url: string;
  car: CompareEntry;
  /** Only a car in stock can be compared. */
  compare: boolean;
  /** Where the garage is on. */
  watchlist: boolean;
  printHref: string;
}

/**
 * The sidebar's tools (spec §2: share, save, compare, watchlist, print) under one React root:
 * one island to hydrate, where each used to be its own. Drawn side by side in the sidebar's row.
 */
export default function VehicleTools({ url, car, compare, watchlist, printHref }: VehicleToolsProps) {
  return (
    <>
      <ShareButton url={url} title={car.name} carId={car.id} />
      <FavouriteButton carId={car.id} carName={car.name} />
      {compare && <CompareButton car={car} />}
      {watchlist && <WatchlistButton carId={car.id} carName={car.name} />}
      <PrintButton href={printHref} carId={car.id} />
    </>
  );
}
