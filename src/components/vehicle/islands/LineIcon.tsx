/**
 * A 24-unit line icon in the text colour, beside a button's text (so hidden from screen readers):
 * drawn 2 units thick with round joins; `filled` fills it, `roundCaps` rounds its ends.
 */
export function LineIcon(props: { path: string; size?: number; filled?: boolean; roundCaps?: boolean }) {
  const size = props.size ?? 20;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={props.path}
        fill={props.filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap={props.roundCaps ? "round" : undefined}
        strokeLinejoin="round"
      />
    </svg>
  );
}
