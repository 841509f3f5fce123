import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { callApi } from "../../client/call-api.ts";
import { consoleAudit } from "../../lib/api/console-staff.ts";

type Entry = z.output<typeof consoleAudit.response>["entries"][number];

const shown = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));

/** Issue 38: who did what, to what, before → after, when and from where; newest first. */
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
      <div className="audit">
        <table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">To</th>
              <th scope="col">Before → after</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{new Date(entry.at).toLocaleString("en-AU")}</td>
                <td>
                  {entry.actor}
                  {entry.ip && <small> ({entry.ip})</small>}
                </td>
                <td>{entry.action}</td>
                <td>{entry.subject}</td>
                <td>
                  {shown(entry.before)} → {shown(entry.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next && (
        <button type="button" className="button button--ghost" onClick={() => load(next)}>
          Show older entries
        </button>
      )}
    </section>
  );
}
