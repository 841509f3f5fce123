import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { subscribe } from "../../functions/_shared/alerts/subscribe.ts";
import type { Db } from "../../functions/_shared/platform/db/client.ts";
import { alertSubscriptions, shopperMessages } from "../../functions/_shared/platform/db/schema.ts";
import { HttpError } from "../../functions/_shared/platform/http/errors.ts";
import { sendMessagesNow } from "../../functions/_shared/platform/messages/outbox.ts";
import { renderShopperEmail } from "../../functions/_shared/platform/messages/render.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { alertsSubscribe } from "#lib/api/alerts.ts";
import { ALERT_CONSENT_VERSION } from "#lib/alerts/consent.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { useFunctionEnv } from "./support/harness.ts";

// The renderer, watched: it must not run inside a request, whatever the address's state.
vi.mock("../../functions/_shared/platform/messages/render.ts", async (original) => {
  const real = await original<typeof import("../../functions/_shared/platform/messages/render.ts")>();
  return { ...real, renderShopperEmail: vi.fn(real.renderShopperEmail) };
});

useFunctionEnv();

/** The statements a piece of work runs through `db`, by kind, in order. */
function watched(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const proxy = new Proxy(db, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== "function") return value;
      if (typeof name === "string" && ["select", "insert", "update", "delete", "execute", "transaction"].includes(name))
        return (...args: unknown[]) => {
          statements.push(name);
          return value.apply(target, args);
        };
      return value.bind(target);
    },
  });
  return { db: proxy as Db, statements };
}

/**
 * Whether an address is subscribed must not show in how long the answer takes: a request for an
 * alert to an address that has not confirmed and one to an address whose alert is on do the same
 * work — the same statements, one outbox row each, and no email rendered in the request.
 */
forEachDatabase("an alert request's work does not depend on the address", (database) => {
  const run = Math.random().toString(36).slice(2, 8);
  const input = (email: string) =>
    alertsSubscribe.request.parse({
      kind: "car",
      car_id: "501",
      email,
      frequency: "instant",
      consent: true,
      consent_version: ALERT_CONSENT_VERSION,
    });
  const fail = (code: string) => new HttpError(400, code, code);
  const ask = async (email: string) => {
    const tenant = await loadPublishedTenant("two-yards");
    const probe = watched(database().db);
    const done = await subscribe(probe.db, tenant, input(email), { address: "192.0.2.150", session: null }, fail);
    return { ...done, statements: probe.statements };
  };

  it("an unconfirmed address and a subscribed one: the same statements, one row each, nothing rendered", async () => {
    const db = database().db;
    const subscribed = `on-${run}@example.com`;
    await ask(subscribed);
    await db
      .update(alertSubscriptions)
      .set({ status: "active", confirmedAt: new Date() })
      .where(eq(alertSubscriptions.recipient, subscribed));
    await db.delete(shopperMessages).where(eq(shopperMessages.recipient, subscribed));
    vi.mocked(renderShopperEmail).mockClear();

    const newcomer = await ask(`new-${run}@example.com`);
    const member = await ask(subscribed);
    expect(renderShopperEmail).not.toHaveBeenCalled();
    expect(member.statements).toEqual(newcomer.statements);
    expect(member).toMatchObject({ status: newcomer.status, message: newcomer.message });
    expect(newcomer.messageIds).toHaveLength(1);
    expect(member.messageIds).toHaveLength(1);

    const [toNewcomer] = await db.select().from(shopperMessages).where(eq(shopperMessages.id, newcomer.messageIds[0]!));
    const [toMember] = await db.select().from(shopperMessages).where(eq(shopperMessages.id, member.messageIds[0]!));
    expect(toNewcomer).toMatchObject({ status: "pending", purpose: "alert-confirmation" });
    expect(toMember).toMatchObject({ status: "skipped", lastError: "not sent: the alert is on already" });

    // The outbox renders the one to send, after the answer.
    expect((await sendMessagesNow(db, { ids: [...newcomer.messageIds, ...member.messageIds] })).delivered).toBe(1);
    expect(renderShopperEmail).toHaveBeenCalledTimes(1);
  });
});
