import { z } from "zod";
import { requiredInput } from "../forms/inputs.ts";
import { OWN_MESSAGES } from "../forms/messages.ts";
import { ALERT_MESSAGES } from "../alerts/messages.ts";
import { defineContract } from "./contract.ts";

export { ALERT_MESSAGES };

const frequency = z.enum(["instant", "daily", "weekly"]).default("instant");

/** POST /api/alerts: ask for an alert (a car's price drop or return, or a search's new matches), with consent. */
export const alertsSubscribe = defineContract({
  path: "/api/alerts",
  methods: ["POST"],
  request: z
    .object({
      kind: z.enum(["car", "search"]),
      car_id: z.union([z.string(), z.number()]).transform(String).optional(),
      search: z.string().max(2000).optional(),
      channel: z.enum(["email", "sms"]).default("email"),
      email: requiredInput(254).pipe(z.email(OWN_MESSAGES.emailInvalid)).optional(),
      frequency,
      // The box is unticked until the shopper ticks it: anything but true is no consent.
      consent: z.literal(true, { error: ALERT_MESSAGES.consentRequired }),
      consent_version: z.string().max(40),
      page_url: z.string().max(2000).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.kind === "car" && !body.car_id) ctx.addIssue({ code: "custom", path: ["car_id"], message: "Required" });
      if (body.kind === "search" && !body.search)
        ctx.addIssue({ code: "custom", path: ["search"], message: ALERT_MESSAGES.searchRequired });
      if (body.channel === "email" && !body.email)
        ctx.addIssue({ code: "custom", path: ["email"], message: ALERT_MESSAGES.emailRequired });
    }),
  response: z.object({ status: z.enum(["confirm_email", "active"]), message: z.string() }),
  errors: {
    not_found: { status: 404, message: (item: string) => `That ${item} is no longer listed.` },
    search_required: { status: 400, message: ALERT_MESSAGES.searchRequired },
    sign_in_for_sms: { status: 401, message: ALERT_MESSAGES.signInForSms },
    no_sms_alerts: { status: 400, message: ALERT_MESSAGES.noSmsAlerts },
    stale_consent: { status: 409, message: "The wording of these alerts has changed. Please reload the page." },
    too_many_alerts: { status: 429, message: ALERT_MESSAGES.tooMany },
  },
  singleFieldMessage: true,
});

const token = z.object({ token: z.string().min(10).max(300) });
const alertSummary = z.object({
  id: z.string(),
  /** What it is about, in words: the car's name, or the saved search's filters. */
  about: z.string(),
  /** The car's page, or the search page with the saved search. */
  link: z.string(),
  kind: z.enum(["car", "search"]),
  car_id: z.string().nullable(),
  search: z.string().nullable(),
  channel: z.enum(["email", "sms"]),
  recipient: z.string(),
  frequency: z.enum(["instant", "daily", "weekly"]),
  status: z.enum(["unconfirmed", "active", "ended"]),
  consent: z.object({ wording: z.string(), version: z.string(), at: z.string() }),
  created_at: z.string(),
});
export type AlertSummary = z.output<typeof alertSummary>;

const linkErrors = {
  bad_link: { status: 400, message: ALERT_MESSAGES.badLink },
  expired_link: { status: 410, message: ALERT_MESSAGES.expiredLink },
} as const;

/** POST /api/alerts/confirm { token }: the link in the confirmation email turns an email alert on (double opt-in). */
export const alertsConfirm = defineContract({
  path: "/api/alerts/confirm",
  methods: ["POST"],
  request: token,
  response: z.object({ message: z.string(), alert: alertSummary }),
  errors: linkErrors,
});

/**
 * POST /api/alerts/unsubscribe: ends an alert, from the link in every alert (our page sends
 * { token }) or a mail program's one-click unsubscribe (RFC 8058: a form body
 * `List-Unsubscribe=One-Click` to the List-Unsubscribe address, whose query carries the token).
 */
export const alertsUnsubscribe = defineContract({
  path: "/api/alerts/unsubscribe",
  methods: ["POST"],
  request: token,
  response: z.object({ message: z.string() }),
  errors: { bad_link: linkErrors.bad_link },
  formBody: true,
});

/** GET /api/alerts/mine: the signed-in shopper's alerts (to their phone, or asked for while signed in). */
export const alertsMine = defineContract({
  path: "/api/alerts/mine",
  methods: ["GET"],
  request: z.object({}),
  response: z.object({ alerts: z.array(alertSummary) }),
  errors: {},
});

/** POST /api/alerts/end { id }: the signed-in shopper ends one of their alerts (My alerts). */
export const alertsEnd = defineContract({
  path: "/api/alerts/end",
  methods: ["POST"],
  request: z.object({ id: z.uuid() }),
  response: z.object({ message: z.string() }),
  errors: { not_found: { status: 404, message: "That alert was not found." } },
});

/**
 * POST /api/hooks/sms-inbound?key=…: replies to the dealer's SMS number, as the SMS provider
 * forwards them (ClickSend's inbound rule "URL": form fields or JSON with `from` and `body`). A
 * reply of STOP ends every alert by text to that phone at once (Spam Act: the unsubscribe must work
 * by SMS too). `key` is the SMS_INBOUND_KEY the rule's address carries: providers sign nothing.
 */
export const smsInbound = defineContract({
  path: "/api/hooks/sms-inbound",
  methods: ["POST"],
  request: z.object({
    key: z.string().max(200),
    from: z.string().trim().min(1).max(40),
    body: z.string().max(2000).optional(),
    message: z.string().max(2000).optional(),
  }),
  response: z.object({ stopped: z.number().int() }),
  errors: { unauthorized: { status: 401, message: "This address needs its key." } },
  formBody: true,
});
