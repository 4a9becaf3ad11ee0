// The least value of a convex function on an interval, by golden-section search: the gap between two convex shapes as one
// is carried along a segment (movement's keep-away), between two template capsules.

const INV_PHI = (Math.sqrt(5) - 1) / 2;

/** Minimum of a convex function on [lo, hi] (golden-section search, 48 steps, endpoints included). */
export function goldenMin(lo: number, hi: number, f: (x: number) => number): number {
  let a = lo;
  let b = hi;
  let c = b - INV_PHI * (b - a);
  let d = a + INV_PHI * (b - a);
  let fc = f(c);
  let fd = f(d);
  for (let i = 0; i < 48; i++) {
    if (fc < fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - INV_PHI * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + INV_PHI * (b - a);
      fd = f(d);
    }
  }
  return Math.min(fc, fd, f(lo), f(hi));
}
