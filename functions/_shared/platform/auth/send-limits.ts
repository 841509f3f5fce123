import {
  type RateLimit,
  SMS_SEND_LIMIT,
  SMS_SEND_PER_DEVICE_LIMIT,
  SMS_SEND_PER_IP_LIMIT,
  SMS_SEND_PER_PHONE_DAILY_LIMIT,
  SMS_SEND_PER_PHONE_LIMIT,
} from "./rate-limit.ts";

/**
 * The budgets a request for a sign-in code is counted on, in order (the first spent one refuses
 * it, and the later ones are not counted). Per address first, then per phone and address. A browser
 * that signed in to this phone before (`device`, trusted-device.ts) then has its own budget and
 * stops there; any other requester comes to the ceilings every address shares.
 */
export function signInSendLimits(
  phone: string,
  address: string,
  device: string | null,
): (readonly [key: string, limit: RateLimit])[] {
  const own = [
    [`sms-ip:${address}`, SMS_SEND_PER_IP_LIMIT],
    [`sms:${phone}:${address}`, SMS_SEND_LIMIT],
  ] as const;
  if (device) return [...own, [`sms-device:${phone}:${device}`, SMS_SEND_PER_DEVICE_LIMIT]];
  return [...own, [`sms:${phone}`, SMS_SEND_PER_PHONE_LIMIT], [`sms-day:${phone}`, SMS_SEND_PER_PHONE_DAILY_LIMIT]];
}
