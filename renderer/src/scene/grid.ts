// Grid line positions for a table: 1" lines, heavier every 6" and heaviest every 12".
export interface GridLines {
  /** Flat [x0, y0, x1, y1, ...] segment endpoints in table inches, per weight. */
  readonly fine: number[];
  readonly six: number[];
  readonly twelve: number[];
}

export function gridLines(widthIn: number, depthIn: number): GridLines {
  const out: GridLines = { fine: [], six: [], twelve: [] };
  const pick = (v: number) => (v % 12 === 0 ? out.twelve : v % 6 === 0 ? out.six : out.fine);
  for (let x = 1; x < widthIn; x++) pick(x).push(x, 0, x, depthIn);
  for (let y = 1; y < depthIn; y++) pick(y).push(0, y, widthIn, y);
  return out;
}

/** Where edge labels go: every 6" along each edge, plus the far corner value. */
export function edgeTicks(lengthIn: number, stepIn = 6): number[] {
  const ticks: number[] = [];
  for (let v = 0; v <= lengthIn + 1e-9; v += stepIn) ticks.push(v);
  if (ticks[ticks.length - 1] !== lengthIn) {
    // Keep the far edge's value; drop a tick too close to it to read.
    if (lengthIn - ticks[ticks.length - 1]! < stepIn / 2) ticks.pop();
    ticks.push(lengthIn);
  }
  return ticks;
}
