import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { callApi } from "../../client/call-api.ts";
import { consoleAudit } from "#lib/api/console-staff.ts";

type Entry = z.output<typeof consoleAudit.response>["entries"][number];

const when = (at: string) => new Date(at).toLocaleString("en-AU", { dateStyle: "medium", timeStyle: "short" });
const record = ({ actor, action, subject, before, after, at, ip }: Entry) =>
  JSON.stringify({ at, actor, action, subject, before, after, ip }, null, 2);

/**
 * Who did what, to what, when and from where; newest first. Each entry as a
 * sentence with names, the raw record behind a disclosure.
 */
export default function AuditLog() {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [next, setNext] = useState<number | null>(null);

  const load = useCallback(async (before?: number) => {
    const result = await callApi(consoleAudit, before ? { before } : {});
    if (!result.ok) return;
    setEntries((old) => (before ? [...old, ...result.data.entries] : result.data.entries));
    setNext(result.data.next);
  }, []);

  useEffect(() => {
    load();
  }, [load]);

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <ol className="audit-entries" aria-label="Audit entries, newest first">
        {entries.map((entry) => (
          <li key={entry.id} className="audit-entry">
            <p>{entry.sentence}</p>
            <small>
              <time dateTime={entry.at}>{when(entry.at)}</time>
              {entry.ip && <> · from {entry.ip}</>}
            </small>
            <details>
              <summary>The record</summary>
              <pre>{record(entry)}</pre>
            </details>
          </li>
        ))}
      </ol>
      {next && (
        <button type="button" className="button button--ghost" onClick={() => load(next)}>
          Show older entries
        </button>
      )}
    </section>
  );
}
