// HamWarmer 24.5 attacks rolled die by die, in the written order (001_9d9921dd118cdf65.txt, Shooting and Fight):
// "1. Roll To Hit", "Allocate Hits" (before wounds), "Roll To Wound", "Saving Throws", "Inflict Damage". The game's
// shooting, overwatch and fight use this; the exact attackDistribution is checked against it by seeded simulation.
import { parseDiceExpr } from '../../../dice/expr';
import { resolveAttackNumbers, type HwAttack, type HwTarget } from './attack';

/** Rolls `count` d`sides` (d6 by default) and returns the faces: the game's ctx.roll, or a seeded source in tests. */
export type RollFn = (count: number, why: string, sides?: number) => number[];

/** A target model as the attack sees it: HP left. */
export interface WoundedModel {
  readonly id: string;
  readonly wounds: number;
}

export interface RolledAttack {
  readonly shots: number;
  readonly hits: number;
  /** Model id -> damage it took (capped at its HP). */
  readonly damageTo: Record<string, number>;
  readonly slain: string[];
  readonly totalDamage: number;
}

/** Rolls a number or dice expression; d3 is "roll 1 die and divide the result by 2, rounding up". */
export function rollValue(v: number | string, roll: RollFn, why: string): number {
  if (typeof v === 'number') return v;
  const p = parseDiceExpr(v.trim());
  if (!p.ok) throw new Error(`HamWarmer ${why}: ${p.message}`);
  const { count, sides, modifier } = p.expr;
  // A d3 is a d6 halved, rounded up; the log says so, so "rolled 1d6 → 3" then 2 wounds reads right.
  const faces = sides === 3 ? roll(count, `${why} (d3: a d6 halved, rounded up, 1-2 → 1, 3-4 → 2, 5-6 → 3)`).map((f) => Math.ceil(f / 2)) : roll(count, why, sides);
  return Math.max(0, faces.reduce((a, b) => a + b, 0) + modifier);
}

/**
 * "If a model in the unit has already had a hit allocated to it, it cannot have a second hit allocated to it until all
 * other models in the unit have had one hit allocated." Returns, per hit, the index of the model it goes to. Named
 * default hits.allocation: in each round the defender gives hits to the most hurt models first (fewest HP left).
 */
export function allocateHits(hits: number, models: readonly WoundedModel[]): number[] {
  const order = models.map((m, i) => i).sort((a, b) => models[a]!.wounds - models[b]!.wounds || a - b);
  const out: number[] = [];
  for (let h = 0; h < hits; h++) out.push(order[h % order.length]!);
  return out;
}

/** One attack against one unit, rolled. `models` are the target unit's models on the table with their HP left. */
export function rollAttack(attack: HwAttack, target: Omit<HwTarget, 'hp' | 'models'>, models: readonly WoundedModel[], roll: RollFn): RolledAttack {
  if (models.length === 0) throw new Error('HamWarmer: the target unit has no models left.');
  const maxHp = Math.max(...models.map((m) => m.wounds));
  const r = resolveAttackNumbers(attack, { ...target, hp: Math.max(1, maxHp), models: models.length });
  // Shots: "If a random number of shots is listed (e.g. 2d6), roll first"; Twin and Rapid Fire double what was rolled.
  const rules = new Set(attack.rules ?? []);
  let shots: number;
  if (rules.has('Overwatch') && rules.has('Flame')) shots = rollValue('d3', roll, 'Flame overwatch automatic hits');
  else {
    shots = rollValue(attack.attacks, roll, 'Shots');
    if (rules.has('Twin')) shots *= 2;
    if (rules.has('Rapid Fire') && attack.halfRange) shots *= 2;
  }
  let hits = shots;
  if (r.hitNeed !== null && shots > 0) {
    const need = r.hitNeed;
    const minFace = r.meleeOneFails ? 2 : 1;
    hits = roll(shots, `To hit (${need}+${r.coverNote ?? ''})`).filter((f) => f >= need && f >= minFace).length;
  }
  const alloc = allocateHits(hits, models);
  const hp = models.map((m) => m.wounds);
  const damageTo: Record<string, number> = {};
  if (hits > 0 && r.woundNeed !== null) {
    const wNeed = r.woundNeed;
    const wounds = roll(hits, `To wound (${wNeed}+)`);
    const woundedIdx = alloc.filter((_, i) => wounds[i]! >= wNeed && wounds[i]! >= 2);
    let unsaved = woundedIdx;
    if (woundedIdx.length > 0 && r.saveNeed !== null) {
      const sNeed = r.saveNeed;
      const saves = roll(woundedIdx.length, `Saves (${sNeed}+)`);
      unsaved = woundedIdx.filter((_, i) => !(saves[i]! >= sNeed && saves[i]! >= 2));
    }
    for (const idx of unsaved) {
      const d = rollValue(attack.damage, roll, 'Damage');
      const m = models[idx]!;
      const dealt = Math.min(d, hp[idx]!); // "Excess damage is lost."
      hp[idx]! -= dealt;
      if (dealt > 0) damageTo[m.id] = (damageTo[m.id] ?? 0) + dealt;
    }
  }
  const slain = models.filter((m, i) => hp[i] === 0 && m.wounds > 0).map((m) => m.id);
  const totalDamage = Object.values(damageTo).reduce((a, b) => a + b, 0);
  return { shots, hits, damageTo, slain, totalDamage };
}

/**
 * Mortal wounds: "Each mortal wound automatically inflicts 1 point of damage (and removes 1 HP). No Saves are permitted."
 * They are spread over the unit as hits are (one per model before a second, the most hurt first). Returns HP lost per model.
 * (Where an ability also deals normal damage, "resolve normal damage first": call this after rollAttack.)
 */
export function applyMortalWounds(count: number, models: readonly WoundedModel[]): { damageTo: Record<string, number>; slain: string[] } {
  const hp = models.map((m) => m.wounds);
  const damageTo: Record<string, number> = {};
  let left = count;
  while (left > 0 && hp.some((h) => h > 0)) {
    const alive = models.map((m, i) => ({ m, i })).filter(({ i }) => hp[i]! > 0);
    const order = allocateHits(Math.min(left, alive.length), alive.map(({ m, i }) => ({ id: m.id, wounds: hp[i]! })));
    for (const k of order) {
      const { m, i } = alive[k]!;
      hp[i]! -= 1;
      damageTo[m.id] = (damageTo[m.id] ?? 0) + 1;
      left--;
    }
  }
  return { damageTo, slain: models.filter((m, i) => hp[i] === 0 && m.wounds > 0).map((m) => m.id) };
}
