import { z } from "zod";
import { customerRequestSchema, QUOTE_MESSAGES, quoteRequestSchema, quoteSchema } from "../finance/quote.ts";
import { TOO_MANY_ATTEMPTS, defineContract } from "./contract.ts";

/** §7 POST /api/youx/quote → { weeklyRepaymentAmount, advertisedRate, comparisonRate }. */
export const youxQuote = defineContract({
  path: "/api/youx/quote",
  methods: ["POST"],
  request: quoteRequestSchema,
  response: quoteSchema,
  errors: { too_many_attempts: TOO_MANY_ATTEMPTS, quote_failed: { status: 502, message: QUOTE_MESSAGES.quoteFailed } },
  singleFieldMessage: true,
});

/** §7 POST /api/youx/create-customer { data, additionalData } → { redirectUrl }, for a phone verified in this session. */
export const youxCreateCustomer = defineContract({
  path: "/api/youx/create-customer",
  methods: ["POST"],
  request: customerRequestSchema,
  response: z.object({ redirectUrl: z.string().min(1) }),
  errors: {
    forbidden: { status: 403, message: "Please verify this phone number first." },
    customer_failed: { status: 502, message: QUOTE_MESSAGES.customerFailed },
  },
});
