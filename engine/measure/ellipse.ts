// Distance from a point to an ellipse's edge (David Eberly, "Distance from a Point to an Ellipse", robust bisection).

function robustLength(v0: number, v1: number): number {
  const m = Math.max(Math.abs(v0), Math.abs(v1));
  if (m === 0) return 0;
  return m * Math.hypot(v0 / m, v1 / m);
}

function getRoot(r0: number, z0: number, z1: number, g0: number): number {
  const n0 = r0 * z0;
  let s0 = z1 - 1;
  let s1 = g0 < 0 ? 0 : robustLength(n0, z1) - 1;
  let s = 0;
  // Bisection on a monotone function; 200 halvings exhaust double precision well before the cap.
  for (let i = 0; i < 200; i++) {
    s = (s0 + s1) / 2;
    if (s === s0 || s === s1) break;
    const ratio0 = n0 / (s + r0);
    const ratio1 = z1 / (s + 1);
    const g = ratio0 * ratio0 + ratio1 * ratio1 - 1;
    if (g > 0) s0 = s;
    else if (g < 0) s1 = s;
    else break;
  }
  return s;
}

/**
 * Distance from (y0, y1), y0 >= 0, y1 >= 0, to the edge of the axis-aligned ellipse with semi-axes e0 >= e1 > 0
 * centred at the origin. Works for points inside too (distance to the edge).
 */
export function pointEllipseDistance(e0: number, e1: number, y0: number, y1: number): number {
  if (y1 > 0) {
    if (y0 > 0) {
      const z0 = y0 / e0;
      const z1 = y1 / e1;
      const g = z0 * z0 + z1 * z1 - 1;
      if (g === 0) return 0;
      const r0 = (e0 / e1) * (e0 / e1);
      const sbar = getRoot(r0, z0, z1, g);
      const x0 = (r0 * y0) / (sbar + r0);
      const x1 = y1 / (sbar + 1);
      return Math.hypot(x0 - y0, x1 - y1);
    }
    return Math.abs(y1 - e1);
  }
  const numer0 = e0 * y0;
  const denom0 = e0 * e0 - e1 * e1;
  if (numer0 < denom0) {
    const xde0 = numer0 / denom0;
    const x0 = e0 * xde0;
    const x1 = e1 * Math.sqrt(1 - xde0 * xde0);
    return Math.hypot(x0 - y0, x1);
  }
  return Math.abs(y0 - e0);
}
