import { describe, expect, it } from "vitest";
import type { CarFigures } from "../api/console-insights.ts";
import { carsCsv, carsTable, csvCell } from "./cars-table.ts";

const car = (fields: Partial<CarFigures>): CarFigures => ({
  id: "1",
  name: "2020 Ford Ranger",
  stock_number: "S1",
  path: "/cars/ranger",
  yard: "Bayside",
  condition: "used",
  make: "Ford",
  days_in_stock: 10,
  age_bucket: "0–30",
  price: 30000,
  views: 0,
  saves: 0,
  leads: 0,
  leads_by_kind: {},
  bookings: 0,
  deposits: 0,
  price_changes: [],
  merchandising_score: 100,
  merchandising_gaps: [],
  ...fields,
});

describe("the Insights car table", () => {
  const cars = [
    car({ id: "1", name: "A", days_in_stock: 70, views: 3, make: "Ford" }),
    car({ id: "2", name: "B", days_in_stock: 20, views: 9, make: "Kia", condition: "new" }),
    car({ id: "3", name: "C", days_in_stock: 61, views: 3, make: "ford" }),
  ];

  it("lists the oldest first, and the aged list only cars past the aged day", () => {
    expect(carsTable(cars, {}, 60).map((c) => c.id)).toEqual(["1", "3", "2"]);
    expect(carsTable(cars, { list: "aged" }, 60).map((c) => c.id)).toEqual(["1", "3"]);
  });

  it("filters by make (any case) and condition, and sorts by views with ties by name", () => {
    expect(carsTable(cars, { make: "FORD" }, 60).map((c) => c.id)).toEqual(["1", "3"]);
    expect(carsTable(cars, { condition: "new" }, 60).map((c) => c.id)).toEqual(["2"]);
    expect(carsTable(cars, { sort: "views" }, 60).map((c) => c.id)).toEqual(["2", "1", "3"]);
    expect(carsTable(cars, { sort: "views", dir: "asc" }, 60).map((c) => c.id)).toEqual(["1", "3", "2"]);
  });

  it("writes one CSV row per car with its id, stock number, views, leads and days in stock", () => {
    const csv = carsCsv([
      car({ views: 3, leads: 1, leads_by_kind: { "Vehicle Enquiry": 1 }, name: 'Ranger, "Wildtrak"' }),
    ]);
    const [header, row] = csv.trim().split("\r\n");
    expect(header).toBe(
      "id,stock_number,name,yard,condition,make,days_in_stock,age_bucket,price,views,saves,leads,leads_by_kind,bookings,deposits,price_changes,last_price_change,merchandising_score,merchandising_gaps",
    );
    expect(row).toBe(
      '1,S1,"Ranger, ""Wildtrak""",Bayside,used,Ford,10,0–30,30000,3,0,1,Vehicle Enquiry: 1,0,0,0,,100,',
    );
  });

  it("never hands a spreadsheet a formula from a feed's text", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell(-5)).toBe("-5");
  });
});
