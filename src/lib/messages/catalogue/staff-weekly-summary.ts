import { oneLine } from "../../format/one-line.ts";
import { defineMessage, type StaffRendering } from "./define.ts";

/** The week's figures for an owner, from Insights: views, leads by source, response, the oldest stock. */
export interface WeeklySummaryFacts {
  dealer: string;
  /** "24–30 Nov" */
  week: string;
  views: number;
  leads: number;
  /** "Google search: 4" lines, the most first. */
  sources: string[];
  /** "sam@dealer.example: 5 leads, median 12 min, 80% by the time promised" lines. */
  response: string[];
  agedDays: number;
  agedCount: number;
  /** The oldest aged cars: "2019 Ford Ranger XLT (stock 1234): 94 days, 12 views, 0 leads". */
  aged: string[];
  /** Insights for the week. */
  link: string;
  /** Where the owner turns the email off. */
  settingsLink: string;
}

export function staffWeeklySummary(facts: WeeklySummaryFacts): StaffRendering {
  const lines = (items: string[], none: string) => (items.length ? items.map((item) => `- ${item}`) : [none]);
  return {
    email: {
      subject: oneLine(`${facts.dealer}: ${facts.views} views and ${facts.leads} leads, ${facts.week}`),
      text: [
        `Your website, ${facts.week}: ${facts.views} car-page views and ${facts.leads} leads.`,
        "",
        "Where leads came from:",
        ...lines(facts.sources, "- No leads this week."),
        "",
        "Response:",
        ...lines(facts.response, "- No leads were assigned."),
        "",
        `Aged stock (over ${facts.agedDays} days): ${facts.agedCount} cars.`,
        ...lines(facts.aged, "- None."),
        "",
        `See it all in Insights: ${facts.link}`,
        "",
        `You get this email every Monday as an owner. Turn it off in Your account: ${facts.settingsLink}`,
      ].join("\n"),
    },
  };
}

export default defineMessage({
  name: "staff-weekly-summary",
  title: "Your week",
  recipient: "staff",
  trigger: "Monday at 8 am in the dealer's time zone, once a week",
  consent: "staff",
  channels: ["email"],
  channelNotes: "to each owner who has not turned it off (Your account), when insights.weeklySummary is on",
  purpose: "weekly-summary",
  render: staffWeeklySummary,
  example: {
    dealer: "Two Yards Motors",
    week: "23–29 Nov",
    views: 1840,
    leads: 23,
    sources: ["Google search: 9", "Direct: 6", "Marketplaces: 5", "Alert emails: 3"],
    response: ["sam@twoyards.example: 14 leads, median 12 min, 86% by the time promised, 3 won"],
    agedDays: 60,
    agedCount: 4,
    aged: ["2019 Ford Ranger XLT (stock FR19): 94 days, 12 views, 0 leads"],
    link: "https://www.twoyards.example/console/insights/?from=2026-11-23&to=2026-11-29",
    settingsLink: "https://www.twoyards.example/console/account/",
  },
});
