import { useId, useRef, useState } from "react";
import type { KeyboardEvent, PointerEvent } from "react";
import styles from "./SpinViewer.module.css";

export interface Hotspot {
  /** Percent of the frame's width, 0–100. */
  x?: number;
  /** Percent of the frame's height, 0–100. */
  y?: number;
  /** 0-based index into the spin images; a hotspot without one sits on the first frame. */
  frame?: number;
  label?: string;
  description?: string;
}

/** Horizontal pointer travel that turns the car by one frame. */
export const DRAG_PX_PER_FRAME = 12;

export function wrapFrame(frame: number, count: number): number {
  return count > 0 ? ((frame % count) + count) % count : 0;
}

/** Dragging right turns forward: start frame plus one frame per DRAG_PX_PER_FRAME, wrapping. */
export function frameAfterDrag(
  startFrame: number,
  deltaX: number,
  count: number,
  pxPerFrame = DRAG_PX_PER_FRAME,
): number {
  return wrapFrame(startFrame + Math.trunc(deltaX / pxPerFrame), count);
}

const percent = (value: number) => Math.min(100, Math.max(0, value));

interface SpinFramesProps {
  frames: string[];
  hotspots: Hotspot[];
  title: string;
  /** First drag or key press: the cue to fetch the other frames. */
  onInteract: () => void;
}

/** The 360° view: a slider (drag or arrow keys) over the frames, with hotspots on their frame. */
export default function SpinFrames({ frames, hotspots, title, onInteract }: SpinFramesProps) {
  const id = useId();
  const [frame, setFrame] = useState(0);
  const [openHotspot, setOpenHotspot] = useState<number | null>(null);
  const drag = useRef<{ pointerId: number; startX: number; startFrame: number } | null>(null);
  const count = frames.length;

  const turn = (to: number) => {
    setFrame(wrapFrame(to, count));
    setOpenHotspot(null);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    onInteract();
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startFrame: frame };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const next = frameAfterDrag(current.startFrame, event.clientX - current.startX, count);
    if (next !== frame) turn(next);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: frame + 1,
      ArrowUp: frame + 1,
      ArrowLeft: frame - 1,
      ArrowDown: frame - 1,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onInteract();
    turn(target);
  };

  const here = hotspots
    .map((hotspot, index) => ({ hotspot, index }))
    .filter(({ hotspot }) => (hotspot.frame ?? 0) === frame && hotspot.x !== undefined && hotspot.y !== undefined);

  return (
    <div className={styles.stage} onKeyDown={(event) => event.key === "Escape" && setOpenHotspot(null)}>
      <div
        className={styles.spin}
        role="slider"
        tabIndex={0}
        aria-label={`${title}: 360° view`}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={`Angle ${frame + 1} of ${count}`}
        aria-describedby={`${id}-hint`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        <img src={frames[frame]} alt="" width={800} height={600} draggable={false} decoding="async" />
      </div>
      {here.map(({ hotspot, index }) => {
        const open = openHotspot === index;
        const x = percent(hotspot.x ?? 0);
        const y = percent(hotspot.y ?? 0);
        const side = `${x > 60 ? styles.toLeft : ""} ${y > 60 ? styles.above : ""}`;
        return (
          <div key={index} className={styles.hotspot} style={{ left: `${x}%`, top: `${y}%` }}>
            <button
              type="button"
              className={styles.hotspotButton}
              aria-expanded={open}
              aria-controls={`${id}-hotspot-${index}`}
              onClick={() => setOpenHotspot(open ? null : index)}
            >
              <span aria-hidden="true">+</span>
              <span className="visually-hidden">{hotspot.label ?? "Feature"}</span>
            </button>
            <div id={`${id}-hotspot-${index}`} className={`${styles.popover} ${side}`} hidden={!open}>
              {hotspot.label && <strong>{hotspot.label}</strong>}
              {hotspot.description && <p>{hotspot.description}</p>}
            </div>
          </div>
        );
      })}
      <p id={`${id}-hint`} className={styles.hint}>
        Drag or use the arrow keys to turn
      </p>
    </div>
  );
}
