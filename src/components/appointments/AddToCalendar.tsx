import { useEffect, useState } from "react";
import { calendarFile, type CalendarEvent } from "#lib/appointments/ics.ts";

/** "Add to calendar": the booking as an .ics file, downloaded from a link (no server round trip). */
export function AddToCalendar(props: { event: CalendarEvent; fileName: string }) {
  const [href, setHref] = useState<string>();
  const file = calendarFile(props.event);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([file], { type: "text/calendar;charset=utf-8" }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  if (!href) return null;
  return (
    <a className="button button--ghost" href={href} download={props.fileName}>
      Add to calendar
    </a>
  );
}
