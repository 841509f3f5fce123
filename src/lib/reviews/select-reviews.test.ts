import { describe, expect, it } from "vitest";
import { reviewSchema } from "../feed/review.ts";
import { selectReviews } from "./select-reviews.ts";

const review = (id: number, rating: number, text: string | undefined, date: string) =>
  reviewSchema.parse({ id, author: `Author ${id}`, rating, text, date });

describe("selectReviews (spec §9: minimum rating 4, text cut at 160)", () => {
  const long = "Great service from start to finish. ".repeat(8).trim();
  const shown = selectReviews([
    review(1, 5, "Loved it", "2026-10-01"),
    review(2, 3, "Average", "2026-11-01"),
    review(3, 4, long, "2026-11-10"),
    review(4, 5, undefined, "2026-11-12"),
  ]);
  it("keeps reviews rated 4 or more with text, newest first", () => {
    expect(shown.map((r) => r.id)).toEqual(["3", "1"]);
  });
  it("cuts long text at 160 characters and keeps the full text for Read more", () => {
    expect(shown[0]!.truncated).toBe(true);
    expect(shown[0]!.text.length).toBeLessThanOrEqual(161);
    expect(shown[0]!.fullText).toBe(long);
    expect(shown[1]).toEqual({
      id: "1",
      author: "Author 1",
      rating: 5,
      text: "Loved it",
      truncated: false,
      date: "1 Oct 2026",
    });
  });
  it.each([
    ["2026-10-14T11:08:00.000Z", "Australia/Sydney", "14 Oct 2026"],
    ["2026-10-14T15:08:00.000Z", "Australia/Sydney", "15 Oct 2026"],
    ["2026-10-14T15:08:00.000Z", "Australia/Perth", "14 Oct 2026"],
  ])("a review written at %s shows as a readable date in %s (%s), never the raw timestamp", (date, timeZone, shown) => {
    expect(selectReviews([review(1, 5, "Great", date)], { timeZone })[0]!.date).toBe(shown);
  });
  it.each([
    [5, ["1"]],
    [1, ["3", "2", "1"]],
  ])("honours a minimum rating of %d", (minimumRating, ids) => {
    expect(
      selectReviews(
        [review(1, 5, "a", "2026-01-01"), review(2, 3, "b", "2026-02-01"), review(3, 4, "c", "2026-03-01")],
        { minimumRating },
      ).map((r) => r.id),
    ).toEqual(ids);
  });
});
