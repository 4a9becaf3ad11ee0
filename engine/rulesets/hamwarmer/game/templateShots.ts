// HamWarmer's template weapons in the game (001_9d9921dd118cdf65.txt "Template Weapons", "Small Blast & Large Blast",
// "Flame", "Scatter #d6"): where the firing player places a template (theirs, or the named default), the scatter die, and
// one template weapon fired at a unit.
import { illegal, unitOnTable } from '../../../game/kit';
import type { GameAction, GameContext, GameModel, PlayerIndex } from '../../../game/types';
import { baseContains, edgeDistance, pointToBaseDistance } from '../../../measure/distance';
import { SCATTER_ARROW_FACES, type ScatterResult } from '../../../dice/scatter';
import type { TemplateTarget } from '../../../templates/hits';
import type { Template } from '../../../templates/shapes';
import type { Layout, Vec2 } from '../../../types';
import { dealDamage, wounded } from './damage';
import { HWR_DEFAULT } from './defaults';
import { hitNeed } from '../../shared/attacks/math';
import { rollAttack, rollValue } from '../../shared/attacks/resolve';
import { needsLineOfSight } from './rules';
import { radiusOf, unitLabel, unitState, type HwrDraft, type HwrUnitState } from './state';
import { resolveTemplate, scatterTemplate, templateHits, templateTouchesFriendly } from './templates';
import { sight, targetStats, type WeaponMode, type WeaponShot } from './weapons';

/** Which template a weapon places, if any. */
export function templateKindOf(w: WeaponMode): 'small-blast' | 'large-blast' | 'flame' | null {
  return w.rules.includes('Flame') ? 'flame' : w.rules.includes('Large Blast') ? 'large-blast' : w.rules.includes('Small Blast') ? 'small-blast' : null;
}

/** A model as the template geometry reads it. */
export const asTarget = (m: GameModel): TemplateTarget => ({ id: m.id, unit: m.unit, side: m.player, base: m.base, x: m.x, y: m.y, facingDeg: m.facingDeg });

/** A placement's worth: models of the target unit fully under it count 1, partly under it 1/2. */
function placementWorth(t: Template, targets: readonly TemplateTarget[]): number {
  return templateHits(t, targets, { missThreshold: HWR_DEFAULT.templateSliver }).reduce((n, h) => n + (h.outcome === 'auto' ? 1 : h.outcome === 'roll' ? 0.5 : 0), 0);
}

/**
 * Where the firing player places a template (named default template.placement): over the centre of the target model (a
 * blast: "over the centre of a target model", within range and Line of Sight) or along the line to it (a flame: "the narrow
 * end ... at the base of the firing model"), whichever covers most of the target unit, never touching a friendly model ("A
 * template cannot be positioned to deliberately hit friendly models"). The nearest six target models are tried. Null when
 * no placement keeps off friendly models.
 */
function placeTemplate(d: HwrDraft, board: Layout, m: GameModel, w: WeaponMode, kind: TemplateKindHw, target: HwrUnitState): Template | null {
  const targets = unitOnTable(d, target.id);
  const asTargets = targets.map(asTarget);
  let best: { t: Template; worth: number } | null = null;
  const nearest = [...targets].sort((a, b) => edgeDistance(m, a) - edgeDistance(m, b)).slice(0, 6);
  for (const t of nearest) {
    const placed = templateOver(d, board, m, w, kind, t, [t.x, t.y]);
    if (!('template' in placed)) continue;
    const worth = placementWorth(placed.template, asTargets);
    if (!best || worth > best.worth + 1e-9) best = { t: placed.template, worth };
  }
  return best?.t ?? null;
}

type TemplateKindHw = 'small-blast' | 'large-blast' | 'flame';

/**
 * One template of model `m` placed by the rules' words, or why it cannot be: a blast "over the centre of a target model"
 * (`over`), whose centre "must be within the weapon's range and Line of Sight"; a flame with "the narrow end ... at the base
 * of the firing model" and its wide end towards `toward`; neither may touch a friendly model ("A template cannot be positioned
 * to deliberately hit friendly models").
 */
function templateOver(d: HwrDraft, board: Layout, m: GameModel, w: WeaponMode, kind: TemplateKindHw, over: GameModel | null, toward: Vec2): { template: Template } | { why: string } {
  let tpl: Template;
  if (kind === 'flame') {
    const dx = toward[0] - m.x;
    const dy = toward[1] - m.y;
    if (Math.hypot(dx, dy) < 1e-6) return { why: `the flame needs a direction away from ${m.name}` };
    const heading = Math.atan2(dy, dx);
    const r = radiusOf(m);
    tpl = { kind: 'flame', x: m.x + r * Math.cos(heading), y: m.y + r * Math.sin(heading), headingDeg: (heading * 180) / Math.PI };
  } else {
    if (!over) return { why: `a blast goes "over the centre of a target model"` };
    if (pointToBaseDistance(m, [over.x, over.y]) > (w.range as number) + 1e-9) return { why: `${over.name} is beyond the ${w.range}" range of ${m.name}'s ${w.name}` };
    if (needsLineOfSight(w.rules) && !sight(board, m.id, over.id).visible) return { why: `${m.name} cannot see ${over.name}` };
    tpl = { kind, x: over.x, y: over.y };
  }
  const friendlies = d.models.filter((x) => x.onTable && x.player === m.player && x.id !== m.id).map(asTarget);
  if (templateTouchesFriendly(tpl, friendlies)) return { why: `it would touch a friendly model ("A template cannot be positioned to deliberately hit friendly models")` };
  return { template: tpl };
}

/**
 * The firing player's own placement (the shoot action's `templateAt`, a table point): a blast goes over the centre of the
 * target model whose base is under the point; a flame points its wide end at it. Null when the action names none.
 */
export function readTemplateAt(a: GameAction): Vec2 | null {
  const at = a.templateAt as { x?: unknown; y?: unknown } | undefined;
  if (at === undefined) return null;
  if (!at || typeof at !== 'object' || typeof at.x !== 'number' || typeof at.y !== 'number' || !Number.isFinite(at.x) || !Number.isFinite(at.y))
    illegal('templateAt is a table point {x, y} in inches.', a);
  return [at.x, at.y];
}

/** Where one template weapon's template goes: the player's point when it is legal from this model, else the default, and why. */
export function templateFor(d: HwrDraft, board: Layout, m: GameModel, w: WeaponMode, target: HwrUnitState, aim: Vec2 | null): { template: Template | null; aimed: boolean; why?: string } {
  const kind = templateKindOf(w)!;
  if (aim) {
    const over = kind === 'flame' ? null : (unitOnTable(d, target.id).find((x) => baseContains(x, aim)) ?? null);
    const placed = templateOver(d, board, m, w, kind, over, aim);
    if ('template' in placed) return { template: placed.template, aimed: true };
    const why = !over && kind !== 'flame' ? `${placed.why}: (${aim[0].toFixed(1)}, ${aim[1].toFixed(1)}) is not on a model of ${target.name}` : placed.why;
    return { template: placeTemplate(d, board, m, w, kind, target), aimed: false, why };
  }
  return { template: placeTemplate(d, board, m, w, kind, target), aimed: false };
}

/** The scatter arrow's bearing is a die of this many faces, read as whole degrees (named default template.scatterBearing). */
export const SCATTER_BEARING_FACES = 360;

/** The scatter die and its distance dice on the game's dice (the bearing a d360 in whole degrees: named default template.scatterBearing). */
export function rollScatter(ctx: GameContext, distance: string, why: string, player: PlayerIndex): ScatterResult & { text: string } {
  const [face] = ctx.roll(1, `${why}: scatter die (1-4 an arrow, 5-6 a hit)`, 6, player);
  if (face! > SCATTER_ARROW_FACES) return { face: face!, hit: true, bearingDeg: 0, distanceIn: 0, dx: 0, dy: 0, text: 'a hit: it does not move' };
  const [bearing] = ctx.roll(1, `${why}: scatter bearing (degrees)`, SCATTER_BEARING_FACES, player);
  const inches = rollValue(distance, (n, w, sides) => ctx.roll(n, `${why}: ${w}`, sides, player), 'scatter distance');
  const t = (bearing! * Math.PI) / 180;
  return { face: face!, hit: false, bearingDeg: bearing!, distanceIn: inches, dx: inches * Math.cos(t), dy: inches * Math.sin(t), text: `${inches}" at ${bearing} degrees` };
}

/**
 * One template weapon fired at `target`: "For each shot that hits, place the ... Blast marker over the centre of a target
 * model"; "Scatter #d6 ... Instead of rolling to hit, place the template over the centre of a target model, then roll the
 * Scatter Die"; "Flame: For each shot, instead of rolling to hit, place the narrow end ... at the base of the firing model".
 * "Models whose bases are completely covered by a template are automatically hit. Models whose bases are partially covered
 * are hit on a 4+." Each model hit is one automatic hit on its unit, then wound, save and damage as any shot; "The
 * defending player may remove casualties from the unit as a whole". A template that scatters can hit any unit, friends
 * included; one placed on purpose counts the target unit only (named default template.units).
 */
export function fireTemplate(d: HwrDraft, ctx: GameContext, board: Layout, shooter: HwrUnitState, target: HwrUnitState, shot: WeaponShot, aim: Vec2 | null): void {
  const { model: m, weapon: w } = shot;
  const kind = templateKindOf(w)!;
  const who = `${m.name}'s ${w.name}`;
  const place = templateFor(d, board, m, w, target, aim);
  if (aim && !place.aimed) ctx.say(`${who}: the chosen placement cannot be used (${place.why}); placed by the default (template.placement).`, shooter.player);
  const roll = (n: number, why: string, sides = 6) => ctx.roll(n, `${who}: ${why}`, sides, shooter.player);
  let shots = rollValue(w.shots, roll, 'Shots');
  if (w.rules.includes('Twin')) shots *= 2;
  if (w.rules.includes('Rapid Fire') && shot.attack.halfRange) shots *= 2;
  const need = hitNeed({ skill: shot.attack.skill, melee: false, cover: shot.inCover, overwatch: false });
  const hitsByUnit = new Map<string, number>();
  for (let i = 0; i < shots; i++) {
    // Blasts without Scatter roll to hit first; Scatter and Flame templates do not.
    if (kind !== 'flame' && !w.scatter) {
      const [f] = roll(1, `To hit (${need}+)`);
      if (f! < Math.max(2, need)) continue;
    }
    // "Weapons that fire multiple Template shots must place each template touching or overlapping a previous template": every
    // template of the weapon goes over the same place, which the player chose (templateAt) or the default gave.
    let tpl = place.template;
    if (!tpl) {
      ctx.say(`${who}: no place for the template keeps off friendly models; the shot is not fired.`, shooter.player);
      continue;
    }
    if (w.scatter && kind !== 'flame') {
      const sc = rollScatter(ctx, w.scatter, who, shooter.player);
      tpl = scatterTemplate(tpl, sc);
      ctx.say(`${who}: the template scatters ${sc.text}, to (${tpl.x.toFixed(1)}, ${tpl.y.toFixed(1)}).`, shooter.player);
    }
    const under = (w.scatter && kind !== 'flame' ? d.models.filter((x) => x.onTable && x.id !== m.id) : unitOnTable(d, target.id)).map(asTarget);
    const r = resolveTemplate(tpl, under, (n, why) => roll(n, why));
    for (const id of r.hit) {
      const unit = d.models.find((x) => x.id === id)!.unit;
      hitsByUnit.set(unit, (hitsByUnit.get(unit) ?? 0) + 1);
    }
    ctx.say(`${who}: the ${kind.replace('-', ' ')} template hits ${r.hit.length} model${r.hit.length === 1 ? '' : 's'}.`, shooter.player, tpl);
  }
  for (const [unitId, hits] of hitsByUnit) {
    const u = unitState(d, unitId)!;
    const left = unitOnTable(d, unitId);
    if (!left.length) continue;
    // Each model hit is an automatic hit; a Flame keeps its rule ("do not gain the +1 to Armour Save benefit from being in Cover").
    const rules = [...shot.attack.rules!.filter((r) => r !== 'Small Blast' && r !== 'Large Blast' && r !== 'Twin' && r !== 'Rapid Fire'), ...(kind === 'flame' ? [] : ['Auto Hit'])];
    const cover = unitId === target.id ? shot.inCover : false;
    const res = rollAttack({ ...shot.attack, attacks: hits, rules, halfRange: false }, targetStats(d, u, m.x, m.y, cover), wounded(left), roll);
    ctx.say(`${who} on ${unitLabel(u)}: ${hits} hit${hits === 1 ? '' : 's'}, ${res.totalDamage} damage${res.slain.length ? `, ${res.slain.length} slain` : ''}.`, shooter.player);
    dealDamage(d, ctx, res.damageTo);
    if (d.result) return;
  }
}

