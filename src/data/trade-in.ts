import { tradeInCatalogue, type TradeInMake } from "#lib/trade-in/catalogue.ts";
import { getFeed } from "./feed.ts";

/** The trade-in valuation's make → model → badge pickers: the dealer's model range and stock. */
export async function getTradeInCatalogue(): Promise<TradeInMake[]> {
  const [models, cars] = await Promise.all([getFeed("models"), getFeed("cars")]);
  return tradeInCatalogue(models, cars);
}
