import { tapParts, type TraceEvent } from '../../scripts/tap-parts.mjs';

// A main-thread event of the renderer (pid 1, tid 1) unless told otherwise; times in µs.
const ev = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  pid: 1,
  tid: 1,
  ts,
  dur,
  ...extra,
});
const down = ev('EventDispatch', 1_000, 2_000, { args: { data: { type: 'pointerdown' } } });

describe('tapParts: where the main thread spends a tap', () => {
  it('sums each kind of work in the 150 ms after pointerdown, on the thread that got it', () => {
    const parts = tapParts([
      ev('UpdateLayoutTree', 500, 9_000), // before the tap
      down,
      ev('EventDispatch', 20_000, 4_000, { args: { data: { type: 'click' } } }),
      ev('UpdateLayoutTree', 30_000, 40_000),
      ev('Layout', 70_000, 2_000),
      ev('Paint', 80_000, 10_000),
      ev('PaintImage', 95_000, 1_000),
      ev('Commit', 100_000, 3_000),
      ev('Layerize', 99_000, 1_000),
      ev('UpdateLayoutTree', 200_000, 30_000), // after the window
      ev('Paint', 90_000, 50_000, { tid: 2 }), // another thread
    ]);
    expect(parts).toEqual({ style: 40, layout: 2, paint: 11, composite: 4, script: 6 });
  });

  it('counts an event inside another of its kind once', () => {
    const parts = tapParts([down, ev('Paint', 10_000, 10_000), ev('Paint', 12_000, 3_000)]);
    expect(parts?.paint).toBe(10);
    // Two with the same bounds too.
    expect(tapParts([down, ev('Layout', 10_000, 5_000), ev('Layout', 10_000, 5_000)])?.layout).toBe(5);
  });

  it('gives null when the trace has no pointerdown', () => {
    expect(tapParts([ev('Paint', 10_000, 10_000)])).toBeNull();
  });
});
