// Types of tap-parts.mjs for the TypeScript that imports it (its test).

/** A DevTools trace event, as Tracing.dataCollected gives it (the fields tapParts reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { type?: string } };
}

/** Main-thread time per kind of work in the 150 ms after the trace's pointerdown, in ms; null without one. */
export declare function tapParts(
  events: TraceEvent[],
): { style: number; layout: number; paint: number; composite: number; script: number } | null;
