import type { ContentState } from "#lib/api/console-content.ts";
import { contentChanges } from "#lib/content/changes.ts";
import { changeNames } from "./use-content-desk.ts";

/** Every published version, and a restore's preview (what it changes) before it is published again. */
export function ContentVersions({
  state,
  busy,
  restoring,
  onRestoring,
  onPublish,
}: {
  state: ContentState;
  busy: boolean;
  restoring: number | null;
  onRestoring: (version: number | null) => void;
  onPublish: (version: number) => void;
}) {
  const restoreVersion = state.versions.find((version) => version.version === restoring);
  return (
    <section aria-labelledby="content-versions">
      <h2 id="content-versions">Published versions</h2>
      {state.versions.length === 0 && <p>Nothing has been published yet.</p>}
      <ul className="inbox__list" aria-label="Published versions">
        {state.versions.map((version) => (
          <li key={version.version} className="stock-car">
            <p>
              <strong>Version {version.version}</strong> · {new Date(version.published_at).toLocaleString("en-AU")} by{" "}
              {version.published_by} · {version.changes} change{version.changes === 1 ? "" : "s"}
              {version.restored_from && <> · restored version {version.restored_from}</>}
            </p>
            {version.version !== state.live.version && (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => onRestoring(version.version)}
              >
                Restore version {version.version}
              </button>
            )}
          </li>
        ))}
      </ul>
      {restoreVersion && (
        <section className="content-restore" aria-labelledby="content-restore">
          <h3 id="content-restore" tabIndex={-1}>
            Restore version {restoreVersion.version}: what it changes on the site
          </h3>
          <RestoreChanges lines={contentChanges(state.live_edits, restoreVersion.edits, changeNames(state))} />
          <div className="lead__moves">
            <button type="button" className="button" disabled={busy} onClick={() => onPublish(restoreVersion.version)}>
              Publish version {restoreVersion.version} again
            </button>
            <button type="button" className="button button--ghost" onClick={() => onRestoring(null)}>
              Cancel
            </button>
          </div>
        </section>
      )}
    </section>
  );
}

function RestoreChanges({ lines }: { lines: string[] }) {
  return lines.length ? (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : (
    <p>It holds what the site shows now.</p>
  );
}
