import { useEffect, useId, useRef, useState } from "react";
import { type Spin, spinToWin } from "#lib/api/spin-to-win.ts";
import { spinResultText } from "#lib/spin-to-win/draw.ts";
import { wheelSegments } from "#lib/spin-to-win/wheel.ts";
import { signInHref } from "#lib/navigation/sign-in.ts";
import { callApi } from "../../client/call-api.ts";
import { readSession } from "../../client/session.ts";
import styles from "./SpinWheel.module.css";

interface Prize {
  id: string;
  label: string;
  noPrize: boolean;
}

type State =
  | { status: "checking" }
  | { status: "signed-out"; href: string }
  | { status: "ready" | "spinning"; error?: string }
  | { status: "done"; spin: Spin; refusal: string | null };

/** Matches the CSS transition: the wheel settles, then the result is announced. */
const SPIN_MS = 4000;
const FONT_SIZE = 8;
/** Roughly how wide a character of the label font is, as a share of its size. */
const CHAR_WIDTH = 0.55;

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/**
 * Spin to win: the dealer's wheel. The server draws and answers with the prize and the
 * rotation that lands on it; the wheel only turns there. The result is announced once the wheel
 * stops (at once with reduced motion). Signed-out shoppers are asked to sign in first.
 */
export default function SpinWheel(props: { prizes: Prize[] }) {
  const [state, setState] = useState<State>({ status: "checking" });
  const [rotation, setRotation] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [announced, setAnnounced] = useState("");
  const pending = useRef<{ spin: Spin; refusal: string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const titleId = useId();
  const segments = wheelSegments(props.prizes.length);

  const show = (spin: Spin, refusal: string | null) => {
    pending.current = null;
    clearTimeout(timer.current);
    setState({ status: "done", spin, refusal });
    setAnnounced(spinResultText({ label: spin.prize_label, noPrize: spin.no_prize, code: spin.redemption_code }));
  };

  useEffect(() => {
    const signInFirst = () =>
      setState({ status: "signed-out", href: signInHref(location.pathname, location.pathname, "spin-to-win") });
    readSession().then(async (session) => {
      if (session.signedIn === false) return signInFirst();
      const result = await callApi(spinToWin, {});
      if (!result.ok)
        return result.status === 401 ? signInFirst() : setState({ status: "ready", error: result.message });
      const { spin, message } = result.data;
      if (!spin) return setState({ status: "ready" });
      if (spin.rotation !== null) setRotation(spin.rotation);
      show(spin, message);
    });
    return () => clearTimeout(timer.current);
  }, []);

  async function spin() {
    setState({ status: "spinning" });
    setAnnounced("");
    const result = await callApi(spinToWin, {}, { method: "POST" });
    if (!result.ok) {
      if (result.status === 401)
        return setState({
          status: "signed-out",
          href: signInHref(location.pathname, location.pathname, "spin-to-win"),
        });
      return setState({ status: "ready", error: result.message });
    }
    const { spin: drawn, created, message } = result.data;
    const refusal = created ? null : message;
    if (!drawn) return setState({ status: "ready", error: message ?? undefined });
    if (drawn.rotation === null || prefersReducedMotion()) {
      setAnimate(false);
      if (drawn.rotation !== null) setRotation(drawn.rotation);
      return show(drawn, refusal);
    }
    pending.current = { spin: drawn, refusal };
    setAnimate(true);
    setRotation(drawn.rotation);
    // transitionend is the signal; the timer covers a transition that never runs (hidden tab, no change).
    timer.current = setTimeout(settle, SPIN_MS + 500);
  }

  function settle() {
    if (pending.current) show(pending.current.spin, pending.current.refusal);
  }

  return (
    <div className={styles.spin} data-state={state.status}>
      <div className={styles.wheel}>
        <span className={styles.pointer} aria-hidden="true" />
        <div className={styles.frame}>
          <svg
            className={styles.disc}
            data-animate={animate || undefined}
            viewBox="0 0 200 200"
            role="img"
            aria-labelledby={titleId}
            style={{ transform: `rotate(${rotation}deg)` }}
            onTransitionEnd={settle}
          >
            <title id={titleId}>{`Prize wheel: ${props.prizes.map((p) => p.label).join(", ")}`}</title>
            {segments.map((segment) => {
              const prize = props.prizes[segment.index]!;
              const tone = toneOf(segment.index, segments.length);
              const natural = prize.label.length * CHAR_WIDTH * FONT_SIZE;
              const size = Math.max(5.5, Math.min(FONT_SIZE, (segment.label.maxLength / natural) * FONT_SIZE));
              const squeeze = prize.label.length * CHAR_WIDTH * size > segment.label.maxLength;
              return (
                <g key={prize.id} className={styles[tone]}>
                  <path d={segment.path} />
                  <text
                    x={segment.label.x}
                    y={segment.label.y}
                    transform={`rotate(${segment.label.rotate} ${segment.label.x} ${segment.label.y})`}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={size}
                    {...(squeeze ? { textLength: segment.label.maxLength, lengthAdjust: "spacingAndGlyphs" } : {})}
                  >
                    {prize.label}
                  </text>
                </g>
              );
            })}
            <circle className={styles.hub} cx="100" cy="100" r="14" />
          </svg>
        </div>
      </div>

      <p className={styles.result} aria-live="polite">
        {announced}
      </p>

      {state.status === "signed-out" && (
        <div className={styles.actions}>
          <p>Sign in with your mobile number to spin the wheel.</p>
          <a className="button" href={state.href}>
            Sign in to spin
          </a>
        </div>
      )}
      {(state.status === "ready" || state.status === "spinning") && (
        <div className={styles.actions}>
          {state.status === "ready" && state.error && <p role="alert">{state.error}</p>}
          <button className="button" type="button" onClick={spin} disabled={state.status === "spinning"}>
            Spin the wheel
          </button>
        </div>
      )}
      {state.status === "done" && state.refusal && (
        <p className={styles.refusal} role="status">
          {state.refusal}
        </p>
      )}
    </div>
  );
}

/** Alternating slices; with an odd count the last one gets a third tone so that no two neighbours match. */
function toneOf(index: number, count: number): "toneA" | "toneB" | "toneC" {
  if (count % 2 === 1 && index === count - 1) return "toneC";
  return index % 2 === 0 ? "toneA" : "toneB";
}
