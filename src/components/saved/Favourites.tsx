import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { favourites, NO_FAVOURITES, removeFavourite } from "../../stores/favourites.ts";
import { SavedCarList } from "./SavedCarList.tsx";
import { useSavedCars } from "./use-saved-cars.ts";

/** /favourites: the cars saved with the heart on this device (no sign-in), as they stand today. */
export default function Favourites({ singular, plural }: { singular: string; plural: string }) {
  const ids = useStore(favourites, { ssr: () => NO_FAVOURITES });
  const remembered = useMemo(() => [...ids].reverse().map((id) => ({ id })), [ids]);
  const cars = useSavedCars(remembered);
  if (cars === null) return <p aria-busy="true">Loading your favourites…</p>;
  if (cars.length === 0)
    return (
      <p>
        No favourites yet. Tap the heart on any {singular} to save it here.{" "}
        <a href="/search/new-used-and-demo-cars">Browse our {plural}</a>.
      </p>
    );
  return (
    <>
      <p role="status">
        {cars.length} saved {cars.length === 1 ? singular : plural}
      </p>
      <SavedCarList cars={cars} label="Your favourites" onRemove={(car) => removeFavourite(car.id)} compare />
    </>
  );
}
