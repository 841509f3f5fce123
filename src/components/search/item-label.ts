import { createContext } from "react";

/** The dealer's word for its stock ("car"/"cars", "caravan"/"caravans"), for counts the filters read out. */
export const ItemLabelContext = createContext({ singular: "car", plural: "cars" });
