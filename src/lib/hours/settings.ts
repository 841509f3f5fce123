import { z } from "zod";

/** How opening hours read (tenant.json `openingHours`). */
export const openingHoursSettingsSchema = z
  .strictObject({
    closedText: z
      .enum(["Closed", "By appointment only", "Enquire Now"])
      .default("Closed")
      .describe("What a closed day shows: 'Closed', 'By appointment only', or an 'Enquire Now' link."),
  })
  .prefault({})
  .describe("Opening hours display.");

export type OpeningHoursSettings = z.output<typeof openingHoursSettingsSchema>;
