/**
 * Makes and models sold in Australia, one model a line so the table stays readable:
 * "Model|Body|Fuel|Transmission|Drive|Engine|Seats|Doors|Base drive-away price|Badges (cheapest
 * first)|Series|First year|Last year (blank while still sold new)".
 * Prices are approximate current drive-away prices for the cheapest badge.
 */

export type VehicleCategory = "car" | "motorcycle" | "truck" | "caravan";

export interface MakeLines {
  /** World manufacturer identifier: the first three VIN characters. */
  wmi: string;
  category: VehicleCategory;
  models: string[];
}

export const MOTOR_MAKES: Record<string, MakeLines> = {
  Toyota: {
    wmi: "JTM",
    category: "car",
    models: [
      "Corolla|Hatch|Hybrid|Automatic|FWD|1.8L|5|5|32990|Ascent Sport,SX,ZR|ZWE219R|2010|",
      "Camry|Sedan|Hybrid|Automatic|FWD|2.5L|5|4|39990|Ascent,SL,SX|AXVH71R|2010|",
      "RAV4|SUV|Hybrid|Automatic|AWD|2.5L|5|5|43990|GX,GXL,XSE,Cruiser,Edge|AXAH54R|2010|",
      "HiLux|Ute|Diesel|Automatic|4WD|2.8L|5|4|52990|Workmate,SR,SR5,Rogue,GR Sport|GUN126R|2010|",
      "LandCruiser|SUV|Diesel|Automatic|4WD|3.3L|7|5|98990|GX,GXL,VX,Sahara|FJA300R|2010|",
      "Kluger|SUV|Hybrid|Automatic|AWD|2.5L|7|5|62990|GX,GXL,Grande|AXUH78R|2010|",
      "Yaris Cross|SUV|Hybrid|Automatic|FWD|1.5L|5|5|31990|GX,GXL,Urban|MXPJ10R|2020|",
      "HiAce|Van|Diesel|Automatic|RWD|2.8L|3|4|55990|LWB,SLWB|GDH300R|2010|",
    ],
  },
  Mazda: {
    wmi: "JM0",
    category: "car",
    models: [
      "3|Hatch|Petrol|Automatic|FWD|2.0L|5|5|32990|G20 Pure,G20 Evolve,G25 GT,G25 Astina|BP|2010|",
      "CX-3|SUV|Petrol|Automatic|FWD|2.0L|5|5|29990|Pure,Evolve,Touring,Akari|DK|2015|",
      "CX-30|SUV|Petrol|Automatic|FWD|2.0L|5|5|36990|G20 Pure,G20 Evolve,G25 Astina|DM|2020|",
      "CX-5|SUV|Petrol|Automatic|AWD|2.5L|5|5|39990|Maxx Sport,Touring,GT SP,Akera|KF|2012|",
      "CX-90|SUV|Petrol|Automatic|AWD|3.3L|7|5|78990|Touring,GT,Azami|KK|2023|",
      "BT-50|Ute|Diesel|Automatic|4WD|3.0L|5|4|54990|XT,XTR,GT,Thunder|TF|2012|",
      "MX-5|Convertible|Petrol|Manual|RWD|2.0L|2|2|42990|Roadster,GT RS|ND|2015|",
    ],
  },
  Kia: {
    wmi: "KNA",
    category: "car",
    models: [
      "Picanto|Hatch|Petrol|Automatic|FWD|1.2L|4|5|19990|S,GT-Line|JA|2012|",
      "Cerato|Hatch|Petrol|Automatic|FWD|2.0L|5|5|29990|S,Sport,Sport+,GT|BD|2013|2024",
      "Seltos|SUV|Petrol|Automatic|FWD|2.0L|5|5|32990|S,Sport,Sport+,GT-Line|SP2|2020|",
      "Sportage|SUV|Petrol|Automatic|AWD|2.5L|5|5|38990|S,SX,SX+,GT-Line|NQ5|2010|",
      "Sorento|SUV|Hybrid|Automatic|AWD|1.6L|7|5|54990|Sport,Sport+,GT-Line|MQ4|2010|",
      "Carnival|People Mover|Diesel|Automatic|FWD|2.2L|8|5|52990|S,Sport,Sport+,Platinum|KA4|2010|",
      "EV6|SUV|Electric|Automatic|AWD||5|5|72990|Air,GT-Line,GT|CV|2022|",
    ],
  },
  Hyundai: {
    wmi: "KMH",
    category: "car",
    models: [
      "i30|Hatch|Petrol|Automatic|FWD|2.0L|5|5|27990|i30,Active,Elite,N Line,N Line Premium|PD|2010|",
      "Venue|SUV|Petrol|Automatic|FWD|1.6L|5|5|25990|Venue,Active,Elite|QX|2019|",
      "Kona|SUV|Hybrid|Automatic|FWD|1.6L|5|5|36990|Kona,N Line,Premium|SX2|2017|",
      "Tucson|SUV|Petrol|Automatic|AWD|2.5L|5|5|39990|Tucson,Elite,Highlander,N Line|NX4|2010|",
      "Santa Fe|SUV|Hybrid|Automatic|AWD|1.6L|7|5|59990|Santa Fe,Elite,Calligraphy|MX5|2010|",
      "Ioniq 5|SUV|Electric|Automatic|RWD||5|5|69990|Dynamiq,Epiq,N|NE|2021|",
      "Staria|People Mover|Diesel|Automatic|AWD|2.2L|8|5|52990|Staria,Elite,Highlander|US4|2021|",
    ],
  },
  Volkswagen: {
    wmi: "WVW",
    category: "car",
    models: [
      "Polo|Hatch|Petrol|Automatic|FWD|1.0L|5|5|28990|Life,Style,GTI|AW|2010|",
      "Golf|Hatch|Petrol|Automatic|FWD|1.4L|5|5|37990|Life,R-Line,GTI,R|8|2010|",
      "T-Roc|SUV|Petrol|Automatic|FWD|1.5L|5|5|39990|CityLife,Style,R-Line,R|A1|2020|",
      "Tiguan|SUV|Petrol|Automatic|AWD|2.0L|5|5|45990|Life,Elegance,R-Line|AX1|2010|",
      "Amarok|Ute|Diesel|Automatic|4WD|3.0L|5|4|58990|Core,Life,Style,PanAmericana,Aventura|NF|2011|",
      "ID.4|SUV|Electric|Automatic|RWD||5|5|64990|Pro,GTX|E21|2024|",
    ],
  },
  Ford: {
    wmi: "MNA",
    category: "car",
    models: [
      "Ranger|Ute|Diesel|Automatic|4WD|2.0L|5|4|56990|XL,XLS,XLT,Sport,Wildtrak,Platinum,Raptor|PY|2010|",
      "Everest|SUV|Diesel|Automatic|4WD|2.0L|7|5|62990|Ambiente,Trend,Sport,Platinum|UB|2015|",
      "Mustang|Coupe|Petrol|Automatic|RWD|5.0L|4|2|72990|GT,Dark Horse|S650|2015|",
      "Mustang Mach-E|SUV|Electric|Automatic|RWD||5|5|79990|Select,Premium,GT|MY24|2022|",
      "Puma|SUV|Petrol|Automatic|FWD|1.0L|5|5|34990|Puma,ST-Line,ST-Line V|JK|2020|",
      "Escape|SUV|Petrol|Automatic|AWD|2.0L|5|5|43990|Escape,ST-Line,Vignale|ZH|2017|",
      "Transit Custom|Van|Diesel|Automatic|FWD|2.0L|3|4|59990|Trend,Sport|VN|2014|",
      "F-150|Ute|Petrol|Automatic|4WD|3.5L|5|4|106950|XLT,Lariat|P702|2023|",
      "Focus|Hatch|Petrol|Automatic|FWD|1.5L|5|5|30990|Trend,ST-Line,ST|SA|2010|2022",
      "Territory|SUV|Diesel|Automatic|AWD|2.7L|7|5|42990|TX,TS,Titanium|SZ|2010|2016",
      "Falcon|Sedan|Petrol|Automatic|RWD|4.0L|5|4|38990|XR6,XR8,G6E|FG X|2010|2016",
    ],
  },
  Mitsubishi: {
    wmi: "MMA",
    category: "car",
    models: [
      "Triton|Ute|Diesel|Automatic|4WD|2.4L|5|4|49990|GLX,GLX+,GLS|MV|2010|",
      "Outlander|SUV|Petrol|Automatic|AWD|2.5L|7|5|42990|ES,LS,Aspire,Exceed|ZM|2010|",
      "ASX|SUV|Petrol|Automatic|FWD|2.0L|5|5|29990|GS,LS,Exceed|XD|2010|",
      "Pajero Sport|SUV|Diesel|Automatic|4WD|2.4L|7|5|52990|GLX,GLS,Exceed|QF|2016|",
    ],
  },
  Nissan: {
    wmi: "JN1",
    category: "car",
    models: [
      "Navara|Ute|Diesel|Automatic|4WD|2.3L|5|4|52990|SL,ST,ST-X,PRO-4X|D23|2010|",
      "X-Trail|SUV|Petrol|Automatic|AWD|2.5L|7|5|42990|ST,ST-L,Ti|T33|2010|",
      "Qashqai|SUV|Petrol|Automatic|FWD|1.3L|5|5|35990|ST,ST+,Ti|J12|2014|",
      "Patrol|SUV|Petrol|Automatic|4WD|5.6L|8|5|89990|Ti,Ti-L|Y62|2013|",
    ],
  },
  Honda: {
    wmi: "MRH",
    category: "car",
    models: [
      "Civic|Hatch|Petrol|Automatic|FWD|1.5L|5|5|36990|VTi-LX,e:HEV LX,Type R|FL|2010|",
      "CR-V|SUV|Petrol|Automatic|FWD|1.5L|5|5|44990|VTi,VTi L,e:HEV RS|RS|2010|",
      "HR-V|SUV|Petrol|Automatic|FWD|1.5L|5|5|36990|Vi X,e:HEV L|RV|2015|",
      "Jazz|Hatch|Petrol|Automatic|FWD|1.5L|5|5|21990|VTi,VTi-S|GK|2010|2020",
    ],
  },
  Subaru: {
    wmi: "JF1",
    category: "car",
    models: [
      "Forester|SUV|Petrol|Automatic|AWD|2.5L|5|5|41990|2.5i,2.5i-L,2.5i Premium,2.5i-S|SL|2010|",
      "Outback|Wagon|Petrol|Automatic|AWD|2.5L|5|5|47990|AWD,Sport,Touring|BT|2010|",
      "XV|SUV|Petrol|Automatic|AWD|2.0L|5|5|32990|2.0i,2.0i-L,2.0i Premium,2.0i-S|GT|2012|2022",
      "WRX|Sedan|Petrol|Manual|AWD|2.4L|5|4|49990|WRX,RS,tS|VB|2010|",
    ],
  },
  Holden: {
    wmi: "6G1",
    category: "car",
    models: [
      "Commodore|Sedan|Petrol|Automatic|RWD|3.6L|5|4|41990|SV6,SS,SS-V,Calais|VF|2010|2020",
      "Colorado|Ute|Diesel|Automatic|4WD|2.8L|5|4|46990|LS,LTZ,Z71|RG|2012|2020",
      "Captiva|SUV|Diesel|Automatic|AWD|2.2L|7|5|36990|LS,LTZ|CG|2010|2018",
      "Astra|Hatch|Petrol|Automatic|FWD|1.4L|5|5|26990|R,RS,RS-V|BK|2015|2020",
    ],
  },
  BMW: {
    wmi: "WBA",
    category: "car",
    models: [
      "3 Series|Sedan|Petrol|Automatic|RWD|2.0L|5|4|78990|320i,330i M Sport,M340i|G20|2010|",
      "X3|SUV|Petrol|Automatic|AWD|2.0L|5|5|89900|xDrive20d,xDrive30e,M40i|G01|2010|",
      "X5|SUV|Diesel|Automatic|AWD|3.0L|5|5|128900|xDrive30d,xDrive50e,M60i|G05|2010|",
    ],
  },
  "Mercedes-Benz": {
    wmi: "W1K",
    category: "car",
    models: [
      "A-Class|Hatch|Petrol|Automatic|FWD|1.3L|5|5|59900|A180,A200,A250|W177|2013|",
      "C-Class|Sedan|Petrol|Automatic|RWD|2.0L|5|4|82900|C200,C300,AMG C43|W206|2010|",
      "GLC|SUV|Petrol|Automatic|AWD|2.0L|5|5|95900|GLC 300,AMG GLC 43|X254|2016|",
    ],
  },
  Audi: {
    wmi: "WAU",
    category: "car",
    models: [
      "A3|Hatch|Petrol|Automatic|FWD|1.4L|5|5|52900|35 TFSI,40 TFSI quattro,S3|8Y|2010|",
      "Q5|SUV|Petrol|Automatic|AWD|2.0L|5|5|79900|40 TDI,45 TFSI,SQ5|FY|2010|",
    ],
  },
  Isuzu: {
    wmi: "MPA",
    category: "car",
    models: [
      "D-Max|Ute|Diesel|Automatic|4WD|3.0L|5|4|54990|SX,LS-M,LS-U,X-Terrain|RG|2012|",
      "MU-X|SUV|Diesel|Automatic|4WD|3.0L|7|5|56990|LS-M,LS-U,LS-T|RJ|2014|",
    ],
  },
  Tesla: {
    wmi: "LRW",
    category: "car",
    models: [
      "Model 3|Sedan|Electric|Automatic|RWD||5|4|58900|RWD,Long Range,Performance|Highland|2019|",
      "Model Y|SUV|Electric|Automatic|RWD||5|5|61900|RWD,Long Range,Performance|Juniper|2022|",
    ],
  },
  MG: {
    wmi: "LSJ",
    category: "car",
    models: [
      "ZS|SUV|Petrol|Automatic|FWD|1.5L|5|5|25990|Excite,Essence|AZS1|2017|",
      "MG3|Hatch|Hybrid|Automatic|FWD|1.5L|5|5|27990|Excite,Essence|SZP1|2013|",
      "HS|SUV|Petrol|Automatic|FWD|1.5L|5|5|34990|Vibe,Excite,Essence|AS23|2019|",
    ],
  },
  BYD: {
    wmi: "LGX",
    category: "car",
    models: [
      "Atto 3|SUV|Electric|Automatic|FWD||5|5|45990|Standard Range,Extended Range|SC2E|2022|",
      "Seal|Sedan|Electric|Automatic|RWD||5|4|51990|Dynamic,Premium,Performance|EA1|2023|",
      "Shark 6|Ute|Plug-in Hybrid|Automatic|AWD|1.5L|5|4|57900|Premium|S6|2025|",
    ],
  },
  GWM: {
    wmi: "LGW",
    category: "car",
    models: ["Cannon|Ute|Diesel|Automatic|4WD|2.4L|5|4|40990|Cannon,Cannon-L,Cannon-X,Ultra|NPW|2021|"],
  },
  Haval: {
    wmi: "LGW",
    category: "car",
    models: [
      "H6|SUV|Petrol|Automatic|FWD|2.0L|5|5|36990|Premium,Lux,Ultra|B01|2021|",
      "Jolion|SUV|Petrol|Automatic|FWD|1.5L|5|5|29990|Premium,Lux,Ultra|A01|2021|",
    ],
  },
  Yamaha: {
    wmi: "JYA",
    category: "motorcycle",
    models: [
      "MT-07|Naked|Petrol|Manual|Chain|689cc|2|0|11999|LAMS,HO|MT07|2014|",
      "Tenere 700|Adventure|Petrol|Manual|Chain|689cc|2|0|19999|Standard,World Raid|DM11|2019|",
    ],
  },
  Kawasaki: {
    wmi: "JKA",
    category: "motorcycle",
    models: ["Ninja 400|Sports|Petrol|Manual|Chain|399cc|2|0|8999|ABS,KRT Edition|EX400|2018|"],
  },
  Fuso: {
    wmi: "JLF",
    category: "truck",
    models: ["Canter|Cab Chassis|Diesel|Automatic|RWD|3.0L|3|2|74990|515 Wide,615 Wide,918 Wide|FEB|2012|"],
  },
  Hino: {
    wmi: "JHH",
    category: "truck",
    models: ["300 Series|Cab Chassis|Diesel|Manual|RWD|4.0L|3|2|79990|616 Auto,617 Crew|XKU|2011|"],
  },
};
