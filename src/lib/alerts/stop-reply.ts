/**
 * An SMS reply that asks to stop. The words carriers and ACMA guidance use ("STOP",
 * "Unsub: reply NO" style), in any case, first on the line; "stop alerts please" counts, "don't
 * stop" does not.
 */
const STOP_WORDS = /^\s*(stop|stopall|stop all|unsubscribe|unsub|cancel|end|quit|opt ?out|no)\b/i;

export const isStopReply = (text: string): boolean => STOP_WORDS.test(text);
