/** Our SMS types: provider modules map to and from these, never the other way round. */
export interface SmsMessage {
  slug: string;
  /** Australian number as we store it: 04xxxxxxxx. */
  to: string;
  body: string;
  /** Sender shown on the phone (an alphanumeric sender id or a number). */
  from?: string;
}

export interface SmsReceipt {
  provider: string;
  messageId: string | null;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsReceipt>;
}

export class SmsError extends Error {
  override name = "SmsError";
}

/** 04xxxxxxxx → +614xxxxxxxx, the E.164 form providers take. */
export function toE164(auPhone: string): string {
  return auPhone.startsWith("0") ? `+61${auPhone.slice(1)}` : auPhone.startsWith("+") ? auPhone : `+${auPhone}`;
}
