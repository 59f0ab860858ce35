// Where the renderer's main thread spends a tap, from a DevTools trace of it (first-tap.mjs --trace).

// What the main thread does in a tap, by kind of work: trace events summed over the 150 ms after
// pointerdown (no tap measured so far has its frame later). `script` is the event handlers, with
// any style or layout they force.
export const TRACE_PARTS = {
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['Paint', 'PaintImage'],
  composite: ['PrePaint', 'Layerize', 'Commit'],
  script: ['EventDispatch'],
};
const TRACE_WINDOW_US = 150_000;

/** The main thread's time per kind of work (TRACE_PARTS) in the 150 ms after the tap's pointerdown, in ms. */
export function tapParts(events) {
  const down = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  if (!down) return null;
  const main = events.filter((e) => e.pid === down.pid && e.tid === down.tid && e.ph === 'X');
  const inWindow = main.filter((e) => e.ts >= down.ts && e.ts < down.ts + TRACE_WINDOW_US);
  const parts = {};
  for (const [part, names] of Object.entries(TRACE_PARTS)) {
    const own = inWindow.filter((e) => names.includes(e.name));
    // Nested events of the same kind (a paint inside a paint, a dispatch inside a dispatch) count once.
    // (Of two with the same bounds, the first.)
    const inside = (e, i) => (o, j) =>
      j !== i && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && (j < i || o.ts < e.ts || o.dur > e.dur);
    const outer = own.filter((e, i) => !own.some(inside(e, i)));
    parts[part] = outer.reduce((sum, e) => sum + e.dur / 1000, 0);
  }
  return parts;
}
