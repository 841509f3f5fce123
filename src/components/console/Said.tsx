/** What the console says after an action: a problem is an alert (read out at once), anything else a status. */
export function Said({ text, problem = false }: { text: string | null | undefined; problem?: boolean }) {
  if (!text) return null;
  return (
    <p className={problem ? "lead__problem" : undefined} role={problem ? "alert" : "status"}>
      {text}
    </p>
  );
}
