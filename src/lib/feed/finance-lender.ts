import { z } from "zod";
import { identifier, numeric, optionalLink, optionalText, requiredText } from "./coerce.ts";

/** Spec §5 finance providers. */
export const FINANCE_PROVIDERS = [
  "Taurus",
  "360 Finance",
  "AusLoans",
  "Manual",
  "Angle",
  "Powertorque",
  "Nissan Finance",
] as const;

export const financeLenderSchema = z.object({
  id: identifier(),
  name: requiredText(),
  provider: requiredText().pipe(z.enum(FINANCE_PROVIDERS, { error: `must be one of ${FINANCE_PROVIDERS.join(", ")}` })),
  logo: optionalText(),
  advertised_rate: numeric(z.number().min(0).max(100, "must be a percentage").optional()),
  comparison_rate: numeric(z.number().min(0).max(100, "must be a percentage").optional()),
  url: optionalLink(),
});

export type FinanceLender = z.output<typeof financeLenderSchema>;
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];
