// Template shapes and their registry: blasts, the flame teardrop and the Hammer Wars splash, as "tapered capsules".
import { HAMMER_WARS_SPLASH_RADIUS_IN } from '../rulesets/hammer-wars/templates';
import { HAMWARMER_TEMPLATE_SIZES as HWR } from '../rulesets/hamwarmer/templates';
import type { Vec2 } from '../types';

export interface SmallBlastTemplate {
  readonly kind: 'small-blast';
  readonly x: number;
  readonly y: number;
}
export interface LargeBlastTemplate {
  readonly kind: 'large-blast';
  readonly x: number;
  readonly y: number;
}
/** Hammer Wars "*": "each enemy unit within 2" of the target model". A 2" radius around (x, y). */
export interface SplashTemplate {
  readonly kind: 'splash';
  readonly x: number;
  readonly y: number;
  readonly radiusIn?: number;
}
/** (x, y) is the narrow end's tip; the template runs lengthIn along headingDeg (counter-clockwise from +x). */
export interface FlameTemplate {
  readonly kind: 'flame';
  readonly x: number;
  readonly y: number;
  readonly headingDeg: number;
  /** Width of the narrow end; the rules leave it open, so it is a visible setting. Default 0.75". */
  readonly narrowWidthIn?: number;
  readonly lengthIn?: number;
  readonly wideWidthIn?: number;
}
export type Template = SmallBlastTemplate | LargeBlastTemplate | SplashTemplate | FlameTemplate;
export type TemplateKind = Template['kind'];

/** The sizes are the rulesets' own (engine/rulesets/hamwarmer/templates.ts, engine/rulesets/hammer-wars/templates.ts). */
export const FLAME_DEFAULTS = { narrowWidthIn: HWR.flameNarrowEndIn, lengthIn: HWR.flameLengthIn, wideWidthIn: HWR.flameWideEndIn } as const;
export const SPLASH_RADIUS_IN = HAMMER_WARS_SPLASH_RADIUS_IN;

/**
 * Every template is the convex hull of two circles (a "tapered capsule"): circle A (ax, ay, ar) and circle B.
 * A circle template has A = B. The hull of two discs is the union of the discs interpolated between them.
 */
export interface TemplateCapsule {
  ax: number;
  ay: number;
  ar: number;
  bx: number;
  by: number;
  br: number;
}

/** How partial cover is read. */
export type PartialRule =
  /** HamWarmer templates: full cover auto-hits, partial hits on 4+, a sliver misses. */
  | 'sliver-threshold'
  /** Hammer Wars splash: any model within reach takes one extra attack; nothing is automatic. */
  | 'any-touch';

export interface TemplateKindInfo {
  readonly kind: TemplateKind;
  readonly label: string;
  /** Where the size comes from in the rules digest. */
  readonly source: string;
  readonly partial: PartialRule;
  capsule(t: Template, out: TemplateCapsule): TemplateCapsule;
}

function circle(out: TemplateCapsule, x: number, y: number, r: number): TemplateCapsule {
  out.ax = out.bx = x;
  out.ay = out.by = y;
  out.ar = out.br = r;
  return out;
}

function flameCapsule(t: FlameTemplate, out: TemplateCapsule): TemplateCapsule {
  const { narrowWidthIn: nw, lengthIn: len, wideWidthIn: ww } = flameSize(t);
  const h = (t.headingDeg * Math.PI) / 180;
  const ux = Math.cos(h);
  const uy = Math.sin(h);
  out.ar = nw / 2;
  out.br = ww / 2;
  // The narrow circle's back edge sits on (x, y); the wide circle's far edge is lengthIn from (x, y).
  out.ax = t.x + out.ar * ux;
  out.ay = t.y + out.ar * uy;
  out.bx = t.x + (len - out.br) * ux;
  out.by = t.y + (len - out.br) * uy;
  return out;
}

export function flameSize(t: FlameTemplate): { narrowWidthIn: number; lengthIn: number; wideWidthIn: number } {
  return {
    narrowWidthIn: t.narrowWidthIn ?? FLAME_DEFAULTS.narrowWidthIn,
    lengthIn: t.lengthIn ?? FLAME_DEFAULTS.lengthIn,
    wideWidthIn: t.wideWidthIn ?? FLAME_DEFAULTS.wideWidthIn,
  };
}

export const TEMPLATE_KINDS: Readonly<Record<TemplateKind, TemplateKindInfo>> = {
  'small-blast': {
    kind: 'small-blast',
    label: `Small Blast (${HWR.smallBlastDiameterIn}")`,
    source: 'DIGEST B.3 Templates: "the 3" circular Small Blast" - read as a 3" diameter, as in 40k',
    partial: 'sliver-threshold',
    capsule: (t, out) => circle(out, t.x, t.y, HWR.smallBlastDiameterIn / 2),
  },
  'large-blast': {
    kind: 'large-blast',
    label: `Large Blast (${HWR.largeBlastDiameterIn}")`,
    source: 'DIGEST B.3 Templates: "the 5" Large Blast marker" - read as a 5" diameter',
    partial: 'sliver-threshold',
    capsule: (t, out) => circle(out, t.x, t.y, HWR.largeBlastDiameterIn / 2),
  },
  flame: {
    kind: 'flame',
    label: `Flame (${HWR.flameLengthIn}" x ${HWR.flameWideEndIn}")`,
    source: 'DIGEST B.3 Templates: "the narrow end of the 8" long Flame template ... the 3" wide end"; narrow width not given',
    partial: 'sliver-threshold',
    capsule: (t, out) => flameCapsule(t as FlameTemplate, out),
  },
  splash: {
    kind: 'splash',
    label: `Splash (${HAMMER_WARS_SPLASH_RADIUS_IN}" radius)`,
    source: 'DIGEST C.2: "*" attacks hit "each enemy unit within 2" of the target model" - a 2" radius (distance), not a diameter',
    partial: 'any-touch',
    capsule: (t, out) => circle(out, t.x, t.y, (t as SplashTemplate).radiusIn ?? SPLASH_RADIUS_IN),
  },
};

export function makeCapsule(): TemplateCapsule {
  return { ax: 0, ay: 0, ar: 0, bx: 0, by: 0, br: 0 };
}

export function templateCapsule(t: Template, out: TemplateCapsule = makeCapsule()): TemplateCapsule {
  return TEMPLATE_KINDS[t.kind].capsule(t, out);
}

/** Null when the template is usable, else what to fix (a user can set the flame's widths). */
export function templateProblem(t: Template): string | null {
  if (!Number.isFinite(t.x) || !Number.isFinite(t.y)) return `${t.kind} template has no position`;
  if (t.kind === 'splash' && !((t.radiusIn ?? SPLASH_RADIUS_IN) > 0)) return 'splash radius must be more than 0"';
  if (t.kind === 'flame') {
    const { narrowWidthIn: nw, lengthIn: len, wideWidthIn: ww } = flameSize(t);
    if (!Number.isFinite(t.headingDeg)) return 'flame template has no heading';
    if (!(ww > 0)) return 'flame wide end must be wider than 0"';
    if (!(nw >= 0 && nw <= ww)) return `flame narrow end must be between 0" and the wide end's ${ww}"`;
    if (!(len > ww)) return `flame length ${len}" must be more than its wide end ${ww}"`;
  }
  return null;
}

/**
 * Signed distance from a point to a capsule: negative inside, 0 on the edge, inches outside. Exact
 * (after Inigo Quilez's uneven capsule: nearest of the two arcs and the tangent side).
 */
export function capsuleSignedDistance(c: TemplateCapsule, px: number, py: number): number {
  const dx = c.bx - c.ax;
  const dy = c.by - c.ay;
  const h = Math.hypot(dx, dy);
  const qx = px - c.ax;
  const qy = py - c.ay;
  if (h <= Math.abs(c.br - c.ar)) {
    // One circle contains the other (or they coincide): the hull is the bigger circle.
    return c.br >= c.ar ? Math.hypot(px - c.bx, py - c.by) - c.br : Math.hypot(qx, qy) - c.ar;
  }
  const along = (qx * dx + qy * dy) / h;
  const across = Math.abs(qx * dy - qy * dx) / h;
  const b = (c.ar - c.br) / h;
  const a = Math.sqrt(1 - b * b);
  const k = -b * across + a * along;
  if (k < 0) return Math.hypot(qx, qy) - c.ar;
  if (k > a * h) return Math.hypot(along - h, across) - c.br;
  return across * a + along * b - c.ar;
}

export function templateContainsPoint(t: Template, px: number, py: number): boolean {
  return capsuleSignedDistance(templateCapsule(t, SCRATCH_CAP), px, py) <= 0;
}

/** Radius about the template's centroid-ish centre that contains it, and that centre. */
export function templateBoundingCircle(t: Template): { x: number; y: number; r: number } {
  const c = templateCapsule(t, SCRATCH_CAP);
  const mx = (c.ax + c.bx) / 2;
  const my = (c.ay + c.by) / 2;
  const half = Math.hypot(c.bx - c.ax, c.by - c.ay) / 2;
  return { x: mx, y: my, r: half + Math.max(c.ar, c.br) };
}

const SCRATCH_CAP = makeCapsule();

/** The template's outline for drawing: a counter-clockwise polygon, `segments` points on each arc. */
export function templateOutline(t: Template, segments = 48): Vec2[] {
  const c = templateCapsule(t, makeCapsule());
  const dx = c.bx - c.ax;
  const dy = c.by - c.ay;
  const h = Math.hypot(dx, dy);
  if (h <= Math.abs(c.br - c.ar)) {
    const [x, y, r] = c.br >= c.ar ? [c.bx, c.by, c.br] : [c.ax, c.ay, c.ar];
    return Array.from({ length: segments * 2 }, (_, i) => {
      const u = (Math.PI * i) / segments;
      return [x + r * Math.cos(u), y + r * Math.sin(u)] as const;
    });
  }
  const axis = Math.atan2(dy, dx);
  // The outer tangents touch both circles at angle +/- phi from the axis, where cos(phi) = (ar - br) / h.
  const phi = Math.acos((c.ar - c.br) / h);
  const out: Vec2[] = [];
  for (let i = 0; i <= segments; i++) {
    const u = axis - phi + (2 * phi * i) / segments; // far arc of B, from the right tangent round the front
    out.push([c.bx + c.br * Math.cos(u), c.by + c.br * Math.sin(u)]);
  }
  if (c.ar > 0) {
    for (let i = 0; i <= segments; i++) {
      const u = axis + phi + (2 * (Math.PI - phi) * i) / segments; // back arc of A
      out.push([c.ax + c.ar * Math.cos(u), c.ay + c.ar * Math.sin(u)]);
    }
  } else {
    out.push([c.ax, c.ay]);
  }
  return out;
}
