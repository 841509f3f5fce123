import type { MakeLines } from "./vehicle-catalogue.ts";

/**
 * Caravan makes with fictional-ish model lines: "Model|Body|Sleeps|Length (ft)|ATM (kg)|Base
 * price|Badges|First year|Last year". Caravans have no seats, doors, drivetrain or odometer.
 */
interface CaravanLines extends MakeLines {
  category: "caravan";
}

export const CARAVAN_MAKES: Record<string, CaravanLines> = {
  Jayco: {
    wmi: "6J9",
    category: "caravan",
    models: [
      "Swan|Camper Trailer|6|14|1750|38990|Touring,Outback|2010|",
      "Starcraft|Pop Top|4|17|2300|59990|Standard,Outback|2010|",
      "Journey|Off Road|4|21|3000|89990|Outback,Family|2010|",
      "Conquest|Family Van|6|22|3200|92990|Family,Outback|2010|",
      "Silverline|Touring|2|23|3500|112990|Tourer,Outback|2016|",
    ],
  },
  Coromal: {
    wmi: "6C9",
    category: "caravan",
    models: ["Element|Touring|2|20|2700|64990|Standard,Ultra|2012|", "Seeker|Off Road|4|18|2800|68990|Standard|2014|"],
  },
  Avan: {
    wmi: "6A9",
    category: "caravan",
    models: [
      "Aliner|Camper Trailer|2|13|1500|39990|Ascent,Classic|2010|",
      "Cruiseliner|Pop Top|2|17|1950|54990|Standard|2010|",
      "Aspire|Touring|2|21|3000|84990|Standard|2012|",
    ],
  },
  Lotus: {
    wmi: "6L9",
    category: "caravan",
    models: [
      "Transformer|Off Road|2|16|2500|98990|Standard|2016|",
      "Trooper|Off Road|2|20|3500|124990|Standard|2014|",
      "Freelander|Off Road|4|21|3500|134990|Family|2014|",
    ],
  },
  Supreme: {
    wmi: "6S9",
    category: "caravan",
    models: [
      "Getaway|Family Van|6|20|2900|66990|Family|2010|",
      "Spirit|Touring|2|21|2900|71990|Standard|2010|",
      "Territory|Off Road|4|19|3000|78990|Standard|2012|",
    ],
  },
  "New Age": {
    wmi: "6N9",
    category: "caravan",
    models: [
      "Wallaby|Pop Top|2|16|2200|61990|Standard|2016|",
      "Oz Classic|Touring|2|19|2800|74990|Standard|2010|",
      "Manta Ray|Family Van|6|21|3300|89990|Family,Standard|2012|",
      "Road Owl|Off Road|4|19|3000|94990|Standard|2018|",
      "Big Red|Off Road|2|22|3500|109990|Standard|2014|",
    ],
  },
};

/** Interior layouts used as the caravan's series, e.g. "21ft Club Lounge". */
export const CARAVAN_LAYOUTS = ["Rear Door", "Club Lounge", "Ensuite", "Bunks", "Island Bed", "Cafe Dinette"] as const;
