// The template tool as pure transitions: place a blast, aim a flame from a firing model's base, read the hits,
// pair the 4+ dice with the partly covered models, slide the template after a scatter. No React, no stores.
import {
  baseHalfExtents,
  FLAME_DEFAULTS,
  TEMPLATE_KINDS,
  type LayoutModel,
  type ScatterResult,
  type Side,
  type Template,
  type TemplateHit,
  type TemplateKind,
} from '../../../engine/index';

export interface PartialRollResult {
  /** One entry per partly covered model, paired with its die in order. */
  readonly perModel: readonly { readonly modelId: string; readonly face: number; readonly hit: boolean }[];
  readonly autoHits: number;
  readonly rolledHits: number;
  /** The dice log line the roll was written to. */
  readonly logSeq: number;
}

export interface TemplateSlide {
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
  readonly scatter: ScatterResult;
}

export interface TemplateToolState {
  readonly kind: TemplateKind;
  readonly template: Template | null;
  /** A flame being aimed from this model: the pointer swings its wide end until a click fixes it. */
  readonly aimingFrom: string | null;
  /** Whose models count as friendly (blasts: chosen in the panel; flames: the firing model's side). */
  readonly firingSide: Side | null;
  /** The model a flame is fired from (kept after the flame is fixed): never counted among its own hits. */
  readonly firingModel: string | null;
  readonly narrowWidthIn: number;
  readonly scatterExpr: string;
  readonly roll: PartialRollResult | null;
  readonly slide: TemplateSlide | null;
}

export const initialTemplateState: TemplateToolState = {
  kind: 'large-blast',
  template: null,
  aimingFrom: null,
  firingSide: null,
  firingModel: null,
  narrowWidthIn: FLAME_DEFAULTS.narrowWidthIn,
  scatterExpr: '2d6',
  roll: null,
  slide: null,
};

export type Step = { readonly state: TemplateToolState; readonly message?: string; readonly error?: boolean };

type ModelLike = Pick<LayoutModel, 'id' | 'x' | 'y' | 'base' | 'side'> & { readonly facingDeg?: number };

/** Whether table point (x, y) lies on the model's base. */
export function onBase(m: ModelLike, x: number, y: number): boolean {
  const { a, b } = baseHalfExtents(m.base);
  const t = ((m.facingDeg ?? 0) * Math.PI) / 180;
  const dx = x - m.x;
  const dy = y - m.y;
  const lx = dx * Math.cos(t) + dy * Math.sin(t);
  const ly = -dx * Math.sin(t) + dy * Math.cos(t);
  if (m.base.kind === 'hull') return Math.abs(lx) <= a && Math.abs(ly) <= b;
  return (lx / a) ** 2 + (ly / b) ** 2 <= 1;
}

/** The model whose base is under (x, y); the nearest centre wins where bases overlap. */
export function modelAt<M extends ModelLike>(models: readonly M[], x: number, y: number): M | undefined {
  let best: M | undefined;
  let bestD = Infinity;
  for (const m of models) {
    if (!onBase(m, x, y)) continue;
    const d = Math.hypot(m.x - x, m.y - y);
    if (d < bestD) (bestD = d), (best = m);
  }
  return best;
}

/** The point where a ray from the base's centre along `headingDeg` leaves the base. */
export function baseEdgePoint(m: ModelLike, headingDeg: number): { x: number; y: number } {
  const { a, b } = baseHalfExtents(m.base);
  const rel = ((headingDeg - (m.facingDeg ?? 0)) * Math.PI) / 180;
  const c = Math.cos(rel);
  const s = Math.sin(rel);
  const r = m.base.kind === 'hull' ? Math.min(Math.abs(c) > 1e-12 ? a / Math.abs(c) : Infinity, Math.abs(s) > 1e-12 ? b / Math.abs(s) : Infinity) : 1 / Math.hypot(c / a, s / b);
  const h = (headingDeg * Math.PI) / 180;
  return { x: m.x + r * Math.cos(h), y: m.y + r * Math.sin(h) };
}

/** A flame whose narrow end sits on the firing model's base edge, pointing at (px, py). */
export function flameFrom(m: ModelLike, px: number, py: number, narrowWidthIn: number): Template {
  const dx = px - m.x;
  const dy = py - m.y;
  const headingDeg = Math.hypot(dx, dy) < 1e-9 ? (m.facingDeg ?? 0) : (Math.atan2(dy, dx) * 180) / Math.PI;
  const tip = baseEdgePoint(m, headingDeg);
  return { kind: 'flame', x: tip.x, y: tip.y, headingDeg, narrowWidthIn };
}

const fresh = (s: TemplateToolState, template: Template | null): TemplateToolState => ({
  ...s,
  template,
  roll: null,
  slide: null,
  firingModel: template?.kind === 'flame' ? s.firingModel : null,
});

export function chooseKind(s: TemplateToolState, kind: TemplateKind): TemplateToolState {
  return { ...fresh(s, null), kind, aimingFrom: null };
}

/** A click on the table at (x, y). `exact` places a blast at the pointer even over a model (Shift). */
export function click(s: TemplateToolState, models: readonly ModelLike[], x: number, y: number, exact = false): Step {
  const label = TEMPLATE_KINDS[s.kind].label;
  if (s.kind !== 'flame') {
    const over = exact ? undefined : modelAt(models, x, y);
    const at = over ? { x: over.x, y: over.y } : { x, y };
    return {
      state: fresh(s, { kind: s.kind, ...at } as Template),
      message: over ? `${label} placed over the centre of ${over.id}.` : `${label} placed at (${at.x.toFixed(1)}, ${at.y.toFixed(1)}).`,
    };
  }
  if (s.aimingFrom) {
    return { state: { ...s, aimingFrom: null }, message: 'Flame fixed. Click another firing model to aim a new one.' };
  }
  const m = modelAt(models, x, y);
  if (!m) return { state: s, message: "Click the firing model first: the flame's narrow end goes at its base.", error: true };
  return {
    state: { ...fresh(s, flameFrom(m, x, y, s.narrowWidthIn)), aimingFrom: m.id, firingSide: m.side, firingModel: m.id },
    message: `Aiming from ${m.id}: move the pointer to swing the wide end, click to fix it.`,
  };
}

/** The pointer moved: a flame being aimed follows it. */
export function move(s: TemplateToolState, models: readonly ModelLike[], x: number, y: number): TemplateToolState {
  if (!s.aimingFrom) return s;
  const m = models.find((mm) => mm.id === s.aimingFrom);
  if (!m) return { ...s, aimingFrom: null, template: null };
  return fresh(s, flameFrom(m, x, y, s.narrowWidthIn));
}

/** Escape: stop aiming, else clear the template. `used` is false when there was nothing to clear. */
export function escape(s: TemplateToolState): { state: TemplateToolState; used: boolean } {
  if (s.aimingFrom || s.template) return { state: { ...fresh(s, null), aimingFrom: null }, used: true };
  return { state: s, used: false };
}

export interface HitSummary {
  readonly auto: number;
  readonly roll: number;
  /** Models touched by the template but only by a sliver (untouched models are not counted). */
  readonly sliver: number;
  readonly friendly: readonly string[];
}

export function summarize(hits: readonly TemplateHit[]): HitSummary {
  let auto = 0;
  let roll = 0;
  let sliver = 0;
  const friendly: string[] = [];
  for (const h of hits) {
    if (h.outcome === 'auto') auto++;
    else if (h.outcome === 'roll') roll++;
    else if (h.coverage > 0) sliver++;
    if (h.friendly && h.outcome !== 'miss') friendly.push(h.modelId);
  }
  return { auto, roll, sliver, friendly };
}

/** The partly covered models, in the order their dice are rolled. */
export const partialTargets = (hits: readonly TemplateHit[]): string[] => hits.filter((h) => h.outcome === 'roll').map((h) => h.modelId);

/** Pairs the 4+ dice with the partly covered models in order. */
export function resolvePartials(hits: readonly TemplateHit[], dice: readonly number[], hitOn: number, logSeq: number): PartialRollResult {
  const ids = partialTargets(hits);
  const perModel = ids.map((modelId, i) => ({ modelId, face: dice[i]!, hit: dice[i]! >= hitOn }));
  return { perModel, autoHits: hits.filter((h) => h.outcome === 'auto').length, rolledHits: perModel.filter((p) => p.hit).length, logSeq };
}

/** The template moved by a scatter, and the path it slides along. */
export function applyScatter(s: TemplateToolState, scatter: ScatterResult): TemplateToolState {
  const t = s.template;
  if (!t) return s;
  const to = { x: t.x + scatter.dx, y: t.y + scatter.dy };
  return { ...s, template: { ...t, ...to }, roll: null, slide: { from: { x: t.x, y: t.y }, to, scatter } };
}

/** Where a sliding template is drawn `p` (0..1) of the way along its path, eased to a stop. */
export function slideOffset(slide: TemplateSlide, p: number): { dx: number; dy: number } {
  const q = Math.min(1, Math.max(0, p));
  const eased = 1 - (1 - q) ** 3;
  return { dx: (slide.to.x - slide.from.x) * (eased - 1), dy: (slide.to.y - slide.from.y) * (eased - 1) };
}

/** The covered share as a player reads it: 100% only when wholly covered (a 99.6% base is partly covered, 4+). */
export function coveredPercent(h: Pick<TemplateHit, 'coverage' | 'outcome'>): number {
  return h.outcome === 'auto' ? 100 : Math.min(99, Math.round(h.coverage * 100));
}
