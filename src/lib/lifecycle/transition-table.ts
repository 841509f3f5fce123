/**
 * A money lifecycle as one table (the model: medusa's payment-session statuses, moved by
 * its workflows). Each status's row says what each event does there: move to another status,
 * record something on the row and leave its status as it is (a refund, a declined card), or
 * nothing at all (`ignore`, with why). Pure. The stores turn a column of the table (the statuses an
 * event moves to one status from) into one guarded `UPDATE … WHERE status IN (…)`, so the database
 * applies the table and decides races. Used by reservations and online payments.
 */

/** What one event does to a row in one status. */
export type Step<S extends string> = { move: S } | { record: string } | { ignore: string };

/** A cell as written in a table: a status to move to, or a record or an ignore with its reason. */
type Cell<S extends string> = S | { record: string } | { ignore: string };

/** One status's row: the events that do something there, and why every other event does nothing. */
export interface Row<S extends string, E extends string> {
  on: Partial<Record<E, Cell<S>>>;
  otherwise: string;
}

export interface TransitionTable<S extends string, E extends string> {
  readonly statuses: readonly S[];
  readonly events: readonly E[];
  onEvent(status: S, event: E): Step<S>;
  /** The statuses `event` moves to `to` from: the store's `WHERE status IN (…)`. Empty when it never does. */
  statusesBefore(to: S, event: E): S[];
  /** Where `event` leads from the statuses it moves: one status for every event but a sweep's. */
  targets(event: E): S[];
  /** The statuses in which `event` is recorded on the row without moving it. */
  recordedIn(event: E): S[];
  /** Whether some event moves `from` to `to`. */
  canMove(from: S, to: S): boolean;
}

export function transitionTable<S extends string, E extends string>(
  statuses: readonly S[],
  events: readonly E[],
  rows: Record<S, Row<S, E>>,
): TransitionTable<S, E> {
  const onEvent = (status: S, event: E): Step<S> => {
    const row = rows[status];
    const cell: Cell<S> | undefined = row.on[event];
    if (cell === undefined) return { ignore: row.otherwise };
    return typeof cell === "string" ? { move: cell } : cell;
  };
  const movesTo = (status: S, event: E): S | undefined => {
    const step = onEvent(status, event);
    return "move" in step ? step.move : undefined;
  };
  return {
    statuses,
    events,
    onEvent,
    statusesBefore: (to, event) => statuses.filter((status) => movesTo(status, event) === to),
    targets: (event) => [...new Set(statuses.flatMap((status) => movesTo(status, event) ?? []))],
    recordedIn: (event) => statuses.filter((status) => "record" in onEvent(status, event)),
    canMove: (from, to) => events.some((event) => movesTo(from, event) === to),
  };
}

/**
 * The table as a grid of words, one line per status: the status moved to, `record`, or `-` for
 * ignore. What the table tests compare with their own copy, and the docs' tables with this.
 */
export function transitionGrid<S extends string, E extends string>(table: TransitionTable<S, E>): string[][] {
  return table.statuses.map((status) => [
    status,
    ...table.events.map((event) => {
      const step = table.onEvent(status, event);
      return "move" in step ? step.move : "record" in step ? "record" : "-";
    }),
  ]);
}
