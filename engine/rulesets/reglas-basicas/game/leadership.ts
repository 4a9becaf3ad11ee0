// Reglas básicas' Leadership phase: "1. Leadership Skills (Magic/Prayers/etc.) 2. Resolve Wounds 3. Test Morale", then the
// turn's scoring and, after the last turn, the game's end (named default reglas.scoring).
import { draftModel, other, unitOnTable } from '../../../game/kit';
import type { GameContext, GameModel, PlayerIndex } from '../../../game/types';
import { edgeDistance, pointToBaseDistance } from '../../../measure/distance';
import { RB_DEFAULT } from './defaults';
import { moraleFlee, resolveWounds } from './rules';
import { EMPOWER, wardIgnoresAtOrBelow } from './specials';
import { liveUnits, playerName, specialsFor, unitData, unitGap, type RbDraft, type RbUnitState } from './state';

/**
 * "1. Leadership Skills (Magic/Prayers/etc.)": Evocators, "a WIZARD as long as it has 2 or more models. It can cast
 * Empower": "Cast at 6" on 2d6, on the friendly unit within 12" nearest an enemy (named default reglas.magic). The last
 * Empower ends here: "Until your next Leadership phase".
 */
function leadershipSkills(d: RbDraft, ctx: GameContext, p: PlayerIndex): void {
  const mine = liveUnits(d, p);
  for (const u of mine) u.empowered = false;
  const foes = liveUnits(d, other(p));
  for (const caster of mine) {
    if (!specialsFor(d, caster).empower || unitOnTable(d, caster.id).length < EMPOWER.minModels) continue;
    const inReach = mine.filter((x) => !x.empowered && unitGap(d, caster.id, x.id) <= EMPOWER.rangeIn + 1e-9);
    if (!inReach.length) continue;
    const faces = ctx.roll(EMPOWER.dice, `${caster.name} casts Empower: ${EMPOWER.dice}d6, Cast at ${EMPOWER.castAt} (named default reglas.magic)`, 6, p);
    const total = faces.reduce((s, f) => s + f, 0);
    if (total < EMPOWER.castAt) {
      ctx.say(`${caster.name} fails to cast Empower (${total}).`, p);
      continue;
    }
    const nearFoe = (x: RbUnitState) => Math.min(Infinity, ...foes.map((f) => unitGap(d, x.id, f.id)));
    const chosen = inReach.reduce((best, x) => (nearFoe(x) < nearFoe(best) ? x : best));
    chosen.empowered = true;
    ctx.say(`${caster.name} casts Empower (${total}) on ${chosen.name}: until ${playerName(p)}'s next Leadership phase, it rerolls the Armor rolls that hold against its HITs.`, p);
  }
}

/** These models go off the table (slain or fled). */
function removeModels(d: RbDraft, leaving: readonly { id: string }[]): void {
  for (const m of leaving) {
    const dm = draftModel(d, m.id);
    dm.wounds = 0;
    dm.onTable = false;
  }
}

/** "2. Resolve Wounds": "Each player clears the wounds from a unit by damaging models" (a ward first ignores some). */
function resolveUnitWounds(d: RbDraft, ctx: GameContext, p: PlayerIndex, u: RbUnitState): void {
  const models = unitOnTable(d, u.id);
  const health = unitData(d, u).health;
  const ward = specialsFor(d, u).ward;
  if (ward) {
    // "When resolving wounds, roll a die for each wound. On a 1 ignore the wound." (named default reglas.ward)
    const hero = ward === 'hero' && liveUnits(d, p).some((x) => x !== u && unitData(d, x).keywords.includes('HERO') && unitOnTable(d, x.id).some((h) => models.some((m) => edgeDistance(h, m) <= 10 + 1e-9)));
    const upTo = wardIgnoresAtOrBelow(ward, models.length, hero);
    const ignored = ctx.roll(u.pendingWounds, `${u.name} wards ${u.pendingWounds} WOUND${u.pendingWounds === 1 ? '' : 'S'} (${upTo === 1 ? 'a 1' : `1-${upTo}`} ignores it)`, 6, p).filter((f) => f <= upTo).length;
    u.pendingWounds -= ignored;
    ctx.say(`${u.name} ignores ${ignored} WOUND${ignored === 1 ? '' : 'S'}.`, p);
    if (!u.pendingWounds) return;
  }
  const r = resolveWounds(u.pendingWounds, health, models.length, u.damageOnFirst);
  removeModels(d, models.slice(0, r.slain));
  const next = models[r.slain];
  if (next) draftModel(d, next.id).wounds = health - r.damageLeft;
  ctx.say(`${u.name} resolves ${u.pendingWounds} WOUND${u.pendingWounds === 1 ? '' : 'S'}: ${r.slain} slain${r.damageLeft ? `, ${r.damageLeft} damage on the next model` : ''}.`, p);
  u.slainThisTurn += r.slain;
  u.damageOnFirst = r.damageLeft;
  u.pendingWounds = 0;
}

/** "3. Test Morale": "Every unit that had models slain must make a Morale test." */
function testMorale(d: RbDraft, ctx: GameContext, p: PlayerIndex, u: RbUnitState): void {
  const left = unitOnTable(d, u.id);
  if (!left.length) return;
  const [f] = ctx.roll(1, `${u.name} Morale test (d6 + ${u.slainThisTurn} slain, against Bravery ${unitData(d, u).bravery})`, 6, p);
  const flee = Math.min(left.length, moraleFlee(f!, u.slainThisTurn, unitData(d, u).bravery));
  // The undamaged models flee first (the damaged one stays, as "they must continue to do so until that model is slain").
  removeModels(d, left.slice().reverse().slice(0, flee));
  if (!unitOnTable(d, u.id).length) u.damageOnFirst = 0;
  ctx.say(flee ? `${flee} model${flee === 1 ? '' : 's'} of ${u.name} flee from the battle.` : `${u.name} holds.`, p);
}

/** A side with no models left loses (both: a draw). True when the game has ended. */
function checkArmies(d: RbDraft, ctx: GameContext): boolean {
  if (d.result || d.ruleset.step !== 'battle') return !!d.result;
  const gone = ([0, 1] as PlayerIndex[]).filter((p) => liveUnits(d, p).length === 0);
  if (!gone.length) return false;
  const winner: PlayerIndex | null = gone.length === 2 ? null : other(gone[0]!);
  const reason = gone.length === 2 ? 'both armies are gone' : `${playerName(gone[0]!)} has no models left`;
  d.result = { winner, reason, score: [d.points[0], d.points[1]] };
  d.toAct = null;
  ctx.say(`The game ends: ${reason}.`);
  return true;
}

/** The objectives each player holds now: more models on the table within range of the marker (named default reglas.scoring). */
export function objectivesHeld(models: readonly GameModel[], objectives: readonly { x: number; y: number }[]): [number, number] {
  const pts: [number, number] = [0, 0];
  for (const o of objectives) {
    const n = [0, 0];
    for (const m of models) if (m.onTable && pointToBaseDistance(m, [o.x, o.y]) <= RB_DEFAULT.objectiveRangeIn) n[m.player]! += 1;
    if (n[0]! > n[1]!) pts[0]++;
    else if (n[1]! > n[0]!) pts[1]++;
  }
  return pts;
}

/** The objectives held at the turn's end, and after the last turn the game's end (named default reglas.scoring). */
function scoreTurn(d: RbDraft, ctx: GameContext): void {
  const pts = objectivesHeld(d.models, d.ruleset.objectives);
  d.points = [d.points[0] + pts[0], d.points[1] + pts[1]];
  ctx.say(`End of turn ${d.round}: objectives held ${pts[0]}-${pts[1]}; score ${d.points[0]}-${d.points[1]}.`);
  if (d.round < RB_DEFAULT.turns) return;
  const [a, b] = d.points;
  const winner: PlayerIndex | null = a > b ? 0 : b > a ? 1 : null;
  d.result = { winner, reason: `after ${RB_DEFAULT.turns} turns (named default reglas.scoring), ${winner === null ? 'a draw' : `${playerName(winner)} wins`} ${a}-${b} on objectives`, score: [a, b] };
  d.toAct = null;
  ctx.say(`The game ends: ${d.result.reason}.`);
}

/** The Leadership phase, each step for the player who stopped first, then the other; then the turn is scored. */
export function leadership(d: RbDraft, ctx: GameContext): void {
  d.phase = 'Leadership';
  const order: PlayerIndex[] = d.ruleset.firstStop === null ? [0, 1] : [d.ruleset.firstStop, other(d.ruleset.firstStop)];
  ctx.say(`Turn ${d.round}, Leadership phase: Leadership Skills, Resolve Wounds, Test Morale.`);
  for (const p of order) leadershipSkills(d, ctx, p);
  for (const p of order) for (const u of d.ruleset.units.filter((x) => x.player === p && x.pendingWounds > 0)) resolveUnitWounds(d, ctx, p, u);
  for (const p of order) for (const u of d.ruleset.units.filter((x) => x.player === p && x.slainThisTurn > 0)) testMorale(d, ctx, p, u);
  if (checkArmies(d, ctx)) return;
  scoreTurn(d, ctx);
}
