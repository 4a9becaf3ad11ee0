// Template shapes: blasts, the flame teardrop and the Hammer Wars splash, as "tapered capsules". The sizes are each
// ruleset's own (Ruleset.templates, from engine/rulesets/<id>/templates.ts): every function here that needs one takes the
// rules' templates as a parameter; templateTools (./tools.ts) binds them once.
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

/** What a template of any kind a ruleset names has: what players call it, where its size comes from, how partial cover is read. */
interface TemplateSpecBase {
  readonly name: string;
  /** Where the size comes from in the rules digest. */
  readonly source: string;
  readonly partial: PartialRule;
}
/** A circular template by its diameter (the blasts). */
export interface BlastSpec extends TemplateSpecBase {
  readonly diameterIn: number;
}
/** A circle about the target model by its radius (Hammer Wars "*"). */
export interface SplashSpec extends TemplateSpecBase {
  readonly radiusIn: number;
}
/** The flame teardrop: its length, its wide end, and the narrow end's width (a flame template may set each). */
export interface FlameSpec extends TemplateSpecBase {
  readonly lengthIn: number;
  readonly wideWidthIn: number;
  readonly narrowWidthIn: number;
}
/** The templates a ruleset names, by kind, with their sizes in inches (Ruleset.templates); a kind it does not name is absent. */
export interface TemplateSpecs {
  readonly 'small-blast'?: BlastSpec;
  readonly 'large-blast'?: BlastSpec;
  readonly flame?: FlameSpec;
  readonly splash?: SplashSpec;
}

/** The rules' spec of one template kind; throws, naming the kind, when the rules have no such template. */
export function templateSpec<K extends TemplateKind>(specs: TemplateSpecs, kind: K): NonNullable<TemplateSpecs[K]> {
  const spec = specs[kind];
  if (!spec) throw new Error(`These rules have no ${kind} template.`);
  return spec;
}

/** The label, source, partial-cover reading and shape of one kind under the rules. */
export function templateKindInfo(specs: TemplateSpecs, kind: TemplateKind): TemplateKindInfo {
  const spec = templateSpec(specs, kind);
  let size: string;
  if ('diameterIn' in spec) size = `${spec.diameterIn}"`;
  else if ('radiusIn' in spec) size = `${spec.radiusIn}" radius`;
  else size = `${spec.lengthIn}" x ${spec.wideWidthIn}"`;
  return {
    kind,
    label: `${spec.name} (${size})`,
    source: spec.source,
    partial: spec.partial,
    capsule: (t, out) => capsuleOf(t, specs, out),
  };
}

function circle(out: TemplateCapsule, x: number, y: number, r: number): TemplateCapsule {
  out.ax = out.bx = x;
  out.ay = out.by = y;
  out.ar = out.br = r;
  return out;
}

function flameCapsule(t: FlameTemplate, specs: TemplateSpecs, out: TemplateCapsule): TemplateCapsule {
  const { narrowWidthIn: nw, lengthIn: len, wideWidthIn: ww } = flameSizeOf(t, specs);
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

/** A flame template's sizes: its own where it sets them, else the rules' flame. */
export function flameSizeOf(t: FlameTemplate, specs: TemplateSpecs): { narrowWidthIn: number; lengthIn: number; wideWidthIn: number } {
  const f = templateSpec(specs, 'flame');
  return {
    narrowWidthIn: t.narrowWidthIn ?? f.narrowWidthIn,
    lengthIn: t.lengthIn ?? f.lengthIn,
    wideWidthIn: t.wideWidthIn ?? f.wideWidthIn,
  };
}

export function makeCapsule(): TemplateCapsule {
  return { ax: 0, ay: 0, ar: 0, bx: 0, by: 0, br: 0 };
}

/** The template's capsule under the rules' sizes (a splash or flame template's own sizes first). */
export function capsuleOf(t: Template, specs: TemplateSpecs, out: TemplateCapsule = makeCapsule()): TemplateCapsule {
  switch (t.kind) {
    case 'small-blast':
    case 'large-blast':
      return circle(out, t.x, t.y, templateSpec(specs, t.kind).diameterIn / 2);
    case 'splash':
      return circle(out, t.x, t.y, t.radiusIn ?? templateSpec(specs, 'splash').radiusIn);
    case 'flame':
      return flameCapsule(t, specs, out);
  }
}

/** Null when the template is usable under the rules, else what to fix (a user can set the flame's widths). */
export function templateProblemOf(t: Template, specs: TemplateSpecs): string | null {
  if (!Number.isFinite(t.x) || !Number.isFinite(t.y)) return `${t.kind} template has no position`;
  if (t.kind === 'splash' && !((t.radiusIn ?? templateSpec(specs, 'splash').radiusIn) > 0)) return 'splash radius must be more than 0"';
  if (t.kind === 'flame') {
    const { narrowWidthIn: nw, lengthIn: len, wideWidthIn: ww } = flameSizeOf(t, specs);
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

export function capsuleContainsPoint(c: TemplateCapsule, px: number, py: number): boolean {
  return capsuleSignedDistance(c, px, py) <= 0;
}

/** Radius about the capsule's centre-ish point that contains it, and that point. */
export function capsuleBoundingCircle(c: TemplateCapsule): { x: number; y: number; r: number } {
  const mx = (c.ax + c.bx) / 2;
  const my = (c.ay + c.by) / 2;
  const half = Math.hypot(c.bx - c.ax, c.by - c.ay) / 2;
  return { x: mx, y: my, r: half + Math.max(c.ar, c.br) };
}

/** The capsule's outline for drawing: a counter-clockwise polygon, `segments` points on each arc. */
export function capsuleOutline(c: TemplateCapsule, segments = 48): Vec2[] {
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
