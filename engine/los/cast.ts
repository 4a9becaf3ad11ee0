// The core of line of sight: sample a target's silhouette from an eye and sweep the rays column by column.
//
// Every solid is a vertical prism, and the rays of one query fan out in a few vertical planes (columns). Per column the
// 2D line is clipped once against each candidate blocker, giving an interval of horizontal distance and a z-range;
// each ray in the column is then a straight line in (distance, z) tested against those intervals with a few flops.
// The parts: fan.ts (query and record), strata.ts (where the rays go), clip.ts (2D clipping), candidates.ts (which
// blockers can matter and their intervals per column); this file sweeps the columns.
import { BLOCKER_MODEL, BLOCKER_NONE, BLOCKER_TERRAIN } from './types';
import type { LosScene } from './scene';
import { RAY_END_EPS } from './fan';
import type { FanQuery, FanRecord } from './fan';
import { clip2d, clipResult } from './clip';
import { columnsFor, jitterTable, sample, samplePoint, silhouetteSpan, span } from './strata';
import { buildIntervals, closeRays, firstHit, firstHits, gatherCandidates } from './candidates';
import type { ColumnRays } from './candidates';

export { LOS_FAST_PATHS, NO_TARGET, newFanQuery, newFanRecord, RAY_END_EPS } from './fan';
export type { FanQuery, FanRecord } from './fan';
export { strataJitter } from './strata';
export { prismNearFan } from './candidates';

/** What the last any-hit cast of at most 32 rays saw, ray by ray (bit j * nv + i), for matrix updates. */
export const FAN_STATE = {
  /** Rays tested and clear. */
  clearMask: 0,
  /** Rays in columns that reach the target (the ones that count in the share). */
  usedMask: 0,
  /** Rays tested that no terrain solid or footprint blocks (models aside). */
  terrainOpenMask: 0,
  /** The eye was inside the target's outline: seen fully, no rays. */
  degenerate: false,
};
/** After an any-hit cast of at most 32 rays: for each ray a model blocked, that model's index (else unspecified). */
export const FAN_RAY_MODEL = new Int32Array(32);
// Column weights of the last cast, to turn a clear-ray mask back into a share with the very same arithmetic.
let colW = new Float64Array(64);
let colUsed = new Uint8Array(64);
let fanNu = 0;
let fanNv = 0;
// Per-ray scratch of an any-hit column.
const columnRays: ColumnRays = { slope: new Float64Array(64), sEnd: new Float64Array(64), open: new Uint8Array(64) };

function growColumns(nu: number, nv: number): void {
  if (colW.length < nu) {
    colW = new Float64Array(Math.max(nu, 2 * colW.length));
    colUsed = new Uint8Array(colW.length);
  }
  if (columnRays.slope.length < nv) {
    columnRays.slope = new Float64Array(Math.max(nv, 2 * columnRays.slope.length));
    columnRays.sEnd = new Float64Array(columnRays.slope.length);
    columnRays.open = new Uint8Array(columnRays.slope.length);
  }
}

/**
 * The share seen when exactly the rays in `mask` are clear, for the ray layout of the last cast (same arithmetic as
 * castFan, so a patched share equals a fresh one bit for bit).
 */
export function fanShareOfMask(mask: number): number {
  if (FAN_STATE.degenerate) return 1;
  let visible = 0;
  let total = 0;
  for (let j = 0; j < fanNu; j++) {
    if (!colUsed[j]) continue;
    const w = colW[j]!;
    for (let i = 0; i < fanNv; i++) {
      total += w;
      if ((mask >>> (j * fanNv + i)) & 1) visible += w;
    }
  }
  return total > 0 ? visible / total : 0;
}

/**
 * Samples the target's silhouette from the eye and casts the rays. Returns the visible share of the silhouette (0..1).
 * With `rec`, every ray's end, first blocker and hit point are written; without it (anyHit), each ray stops at its
 * first blocker of any kind, terrain being tried before models. With rec, the returned weights split the silhouette
 * into equal-solid-angle pieces. Any-hit casts of at most 32 rays also leave their clear rays in FAN_STATE.
 */
export function castFan(scene: LosScene, q: FanQuery, rec: FanRecord | null): number {
  const T = q.target;
  const k = q.targetIndex;
  const ex = q.ex, ey = q.ey, ez = q.ez;
  const zb = T.zb[k]!, zt = T.zt[k]!;
  const bx = T.cx[k]! - ex, by = T.cy[k]! - ey;
  const d = Math.sqrt(bx * bx + by * by);
  const n = q.rays;
  FAN_STATE.degenerate = false;
  FAN_STATE.clearMask = 0;
  FAN_STATE.usedMask = 0;
  FAN_STATE.terrainOpenMask = 0;
  fanNu = 0;
  if (d === 0 || zt <= zb || n <= 0) return degenerate(q, rec);
  const ux = bx / d, uy = by / d;
  const baseAngle = Math.atan2(uy, ux);
  silhouetteSpan(T, k, ex, ey, ux, uy, d, baseAngle);
  const aMin = span[0]!, aMax = span[1]!;
  if (!(aMax > aMin) || aMax - aMin >= Math.PI) return degenerate(q, rec);
  const width = aMax - aMin;
  const height = Math.max(1e-9, Math.atan2(zt - ez, d) - Math.atan2(zb - ez, d));
  const nu = columnsFor(n, Math.sqrt((n * width) / height));
  const nv = n / nu;
  growColumns(nu, nv);
  fanNu = nu;
  fanNv = nv;
  const raySlope = columnRays.slope, raySEnd = columnRays.sEnd, rayOpen = columnRays.open;
  // Any-hit casts gather models only once some ray gets past the terrain.
  let nc = gatherCandidates(scene, q, rec ? 0 : 1, 0);
  let modelsGathered = rec !== null;
  const masked = rec === null && n <= 32;
  const filter = masked ? q.rayMask : -1;
  let clearMask = 0;
  let usedMask = 0;
  let terrainOpen = 0;
  let visible = 0;
  let total = 0;
  const jitter = jitterTable(nu, nv);
  for (let j = 0; j < nu; j++) {
    const jBase = nu + j * nv;
    const ang = baseAngle + aMin + ((j + jitter[j]!) / nu) * width;
    const dx = Math.cos(ang), dy = Math.sin(ang);
    colUsed[j] = 0;
    if (!clip2d(T, k, ex, ey, dx, dy) || clipResult[0]! <= 0) {
      if (rec) for (let i = 0; i < nv; i++) markUnused(rec, j * nv + i, ex, ey, ez);
      continue;
    }
    const sF = clipResult[0]!, sB = clipResult[1]!;
    // Sines of the elevation angles (no trig): to the bottom and top of the front face, and of the visible range.
    // (Math.sqrt, not Math.hypot: hypot is several times slower in V8 and the inputs are inches, far from overflow.)
    const zbe = zb - ez, zte = zt - ez;
    const sinBot = zbe / Math.sqrt(zbe * zbe + sF * sF), sinTop = zte / Math.sqrt(zte * zte + sF * sF);
    const sinLo = ez < zb ? zbe / Math.sqrt(zbe * zbe + sB * sB) : sinBot;
    const sinHi = ez > zt ? zte / Math.sqrt(zte * zte + sB * sB) : sinTop;
    const colWeight = sinHi - sinLo;
    colW[j] = colWeight;
    colUsed[j] = 1;
    if (rec === null) {
      // Any hit: terrain and footprints first (cheap boxes that block most), then models for the rays still clear;
      // each candidate is clipped only while some ray of the column is still open.
      let open = 0;
      for (let i = 0; i < nv; i++) {
        rayOpen[i] = 0;
        if (masked && ((filter >>> (j * nv + i)) & 1) === 0) continue;
        // Uniform in the sine of the elevation: equal solid angle per ray within the column.
        samplePoint(sinLo + ((i + jitter[jBase + i]!) / nv) * (sinHi - sinLo), sinBot, sinTop, sF, zb, zt, ez);
        const s = sample[0]!;
        raySlope[i] = (sample[1]! - ez) / s;
        raySEnd[i] = s * (1 - RAY_END_EPS);
        rayOpen[i] = 1;
        open++;
      }
      open = closeRays(scene, nc, false, ex, ey, ez, dx, dy, sB, columnRays, nv, open, null, 0);
      if (masked && open > 0) for (let i = 0; i < nv; i++) if (rayOpen[i]) terrainOpen |= 1 << (j * nv + i);
      if (open > 0) {
        if (!modelsGathered) {
          nc = gatherCandidates(scene, q, 2, nc);
          modelsGathered = true;
        }
        closeRays(scene, nc, true, ex, ey, ez, dx, dy, sB, columnRays, nv, open, masked ? FAN_RAY_MODEL : null, j * nv);
      }
      for (let i = 0; i < nv; i++) {
        total += colWeight;
        if (rayOpen[i]) {
          visible += colWeight;
          if (masked) clearMask |= 1 << (j * nv + i);
        }
      }
      if (masked) usedMask |= (nv >= 32 ? -1 : (1 << nv) - 1) << (j * nv);
      continue;
    }
    // Intervals of this column: each candidate clipped once.
    const ni = buildIntervals(scene, nc, ex, ey, dx, dy, sB);
    for (let i = 0; i < nv; i++) {
      samplePoint(sinLo + ((i + jitter[jBase + i]!) / nv) * (sinHi - sinLo), sinBot, sinTop, sF, zb, zt, ez);
      const s = sample[0]!, z = sample[1]!;
      const slope = (z - ez) / s;
      firstHits(ni, ez, slope, s * (1 - RAY_END_EPS));
      const bestT = firstHit[0]!, bestTOwner = firstHit[1]!, bestM = firstHit[2]!, bestMOwner = firstHit[3]!;
      const clear = bestT === Infinity && bestM === Infinity;
      total += colWeight;
      if (clear) visible += colWeight;
      const r = j * nv + i;
      rec.ends[3 * r] = ex + dx * s;
      rec.ends[3 * r + 1] = ey + dy * s;
      rec.ends[3 * r + 2] = z;
      rec.weights[r] = colWeight;
      rec.colDx[r] = dx;
      rec.colDy[r] = dy;
      rec.sampleS[r] = s;
      rec.terrainIndex[r] = bestTOwner;
      const h = bestT <= bestM ? bestT : bestM;
      rec.firstT[r] = h / s;
      rec.terrainT[r] = bestT / s;
      if (clear) {
        rec.blockerKind[r] = BLOCKER_NONE;
        rec.blockerIndex[r] = -1;
        rec.hits[3 * r] = rec.hits[3 * r + 1] = rec.hits[3 * r + 2] = NaN;
      } else {
        rec.blockerKind[r] = bestT <= bestM ? BLOCKER_TERRAIN : BLOCKER_MODEL;
        rec.blockerIndex[r] = bestT <= bestM ? bestTOwner : bestMOwner;
        rec.hits[3 * r] = ex + dx * h;
        rec.hits[3 * r + 1] = ey + dy * h;
        rec.hits[3 * r + 2] = ez + slope * h;
      }
    }
  }
  FAN_STATE.clearMask = clearMask;
  FAN_STATE.usedMask = usedMask;
  FAN_STATE.terrainOpenMask = terrainOpen;
  if (rec && total > 0) for (let r = 0; r < n; r++) rec.weights[r] = rec.weights[r]! / total;
  return total > 0 ? visible / total : 0;
}

function markUnused(rec: FanRecord, r: number, ex: number, ey: number, ez: number): void {
  rec.ends[3 * r] = ex;
  rec.ends[3 * r + 1] = ey;
  rec.ends[3 * r + 2] = ez;
  rec.weights[r] = 0;
  rec.blockerKind[r] = BLOCKER_NONE;
  rec.blockerIndex[r] = -1;
  rec.terrainIndex[r] = -1;
  rec.hits[3 * r] = rec.hits[3 * r + 1] = rec.hits[3 * r + 2] = NaN;
  rec.colDx[r] = rec.colDy[r] = rec.sampleS[r] = 0;
  rec.firstT[r] = rec.terrainT[r] = Infinity;
}

/** The eye is inside or directly over the target's outline (models overlapping): count it as fully seen. */
function degenerate(q: FanQuery, rec: FanRecord | null): number {
  FAN_STATE.degenerate = true;
  FAN_STATE.clearMask = FAN_STATE.usedMask = FAN_STATE.terrainOpenMask = q.rays >= 32 ? -1 : (1 << q.rays) - 1;
  if (rec) {
    for (let r = 0; r < q.rays; r++) markUnused(rec, r, q.ex, q.ey, q.ez);
    const w = q.rays > 0 ? 1 / q.rays : 0;
    rec.weights.fill(w);
  }
  return 1;
}
