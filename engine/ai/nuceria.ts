// Nuceria Project RTS for the computer opponent (shared/rules/seeds/004_*.txt): the generic weights plus the points the
// seed gives beyond objectives. "Killing warlord worth 5" and "Bring it down (killing “colossal” units) worth 1 per unit":
// an attack is worth, on top of its expected wounds, the chance it wipes such a unit (the ruleset's previewAttack) times
// those points. "Establish Perimeter (... units within 12” of all table corners) worth 5": until a side has scored it,
// each corner it covers counts towards it.
import { previewAttack } from '../game/core';
import type { GameAction, GameState, PlayerIndex } from '../game/types';
import { pointToBaseDistance } from '../measure/distance';
import { NU_DEFAULT, armyOf, unitData, type NuState } from '../rulesets/nuceria/game/turn';
import { GENERIC_AI, GENERIC_WEIGHTS, genericGreedy } from './knowledge';
import type { RulesetKnowledge } from './types';

/** Named weights (docs/ai.md). VP are worth GENERIC_WEIGHTS.vp each. */
export const NUCERIA_WEIGHTS = { warlordVp: 5, colossalVp: 1, perimeterCorner: 4, warlordCaution: 0.3, warlordSafeIn: 24 } as const;

function evaluate(state: GameState, me: PlayerIndex): number {
  let u = GENERIC_AI.evaluate(state, me);
  if (state.result) return u;
  const rs = state.ruleset as NuState;
  const { widthIn: w, depthIn: h } = state.setup.layout.table;
  const corners: [number, number][] = [[0, 0], [w, 0], [w, h], [0, h]];
  for (const p of [0, 1] as PlayerIndex[]) {
    if (rs.perimeterScored?.[p]) continue;
    const covered = corners.filter((c) => state.models.some((m) => m.onTable && m.player === p && pointToBaseDistance(m, c) <= NU_DEFAULT.perimeterIn)).length;
    u += (p === me ? 1 : -1) * NUCERIA_WEIGHTS.perimeterCorner * covered;
  }
  // The warlord kept out of harm's way ("must remain on board until destroyed"; its death gives 5 points): a share of
  // those points, scaled by how close the nearest enemy model stands inside warlordSafeIn.
  for (const p of [0, 1] as PlayerIndex[]) {
    const t = rs.units.find((x) => x.player === p && unitData(state, x).name === armyOf(state, p).warlord);
    if (!t) continue;
    const lord = state.models.filter((m) => m.onTable && m.unit === t.id);
    const foes = state.models.filter((m) => m.onTable && m.player !== p);
    if (!lord.length || !foes.length) continue;
    const d = Math.min(...lord.flatMap((a) => foes.map((b) => Math.hypot(a.x - b.x, a.y - b.y))));
    const danger = Math.max(0, NUCERIA_WEIGHTS.warlordSafeIn - d) / NUCERIA_WEIGHTS.warlordSafeIn;
    u -= (p === me ? 1 : -1) * NUCERIA_WEIGHTS.warlordCaution * NUCERIA_WEIGHTS.warlordVp * GENERIC_WEIGHTS.vp * danger;
  }
  return u;
}

function attackGain(state: GameState, a: GameAction): number | null {
  const base = GENERIC_AI.attackGain(state, a);
  if (base === null) return null;
  const p = previewAttack(state, a)!;
  const rs = state.ruleset as NuState;
  const t = rs.units.find((x) => x.id === a.target);
  if (!t) return base;
  const left = state.models.filter((m) => m.onTable && m.unit === t.id).length;
  const data = unitData(state, t);
  const vp = (data.name === armyOf(state, t.player).warlord ? NUCERIA_WEIGHTS.warlordVp : 0) + (data.keywords.includes('Colossal') ? NUCERIA_WEIGHTS.colossalVp : 0);
  return base + (p.slain[left] ?? 0) * vp * GENERIC_WEIGHTS.vp;
}

export const NUCERIA_AI: RulesetKnowledge = {
  rulesetId: 'nuceria',
  weights: { ...GENERIC_AI.weights, ...NUCERIA_WEIGHTS },
  evaluate,
  attackGain,
  describe: GENERIC_AI.describe,
  greedy: genericGreedy,
};
