// Issue 21 defect 5: every unit of every sample army can be deployed on the table at its player's first deployment step,
// and no offered deploy puts a base on another base, off the table, outside the zone or in impassable terrain.
import { describe, expect, it } from 'vitest';
import { applyAction, checkCoherency, createGame, gamePlugin, getRuleset, legalActions, sampleGameSetup, type ArmyFile, type GameAction, type GameState, type PlayerIndex } from '../../../engine/index';
import { HWR_SAMPLE_ARMIES } from '../../../engine/rulesets/hamwarmer/game/sample';
import { HW_SAMPLE_ARMIES } from '../../../engine/rulesets/hammer-wars/game/sample';
import { AH_SAMPLE_ARMIES } from '../../../engine/rulesets/althammer/game/sample';
import { RB_SAMPLE_ARMIES } from '../../../engine/rulesets/reglas-basicas/game/sample';
import { NU_SAMPLE_ARMIES } from '../../../engine/rulesets/nuceria/game/sample';
import { cardOf, type HwState } from '../../../engine/rulesets/hammer-wars/game/state';
import { invariantProblems } from './play';

const SAMPLES: Record<string, readonly ArmyFile[]> = {
  hamwarmer: HWR_SAMPLE_ARMIES,
  'hammer-wars': HW_SAMPLE_ARMIES,
  althammer: AH_SAMPLE_ARMIES,
  'reglas-basicas': RB_SAMPLE_ARMIES,
  nuceria: NU_SAMPLE_ARMIES,
};

const pairings = (armies: readonly ArmyFile[]): [ArmyFile, ArmyFile][] => armies.flatMap((a, i) => armies.filter((_, j) => j !== i).map((b): [ArmyFile, ArmyFile] => [a, b]));

const isDeploy = (a: GameAction): boolean => a.type === 'deploy' && a.positions !== undefined;

/** The units `p` still has to bring on, as the ruleset counts them (Hammer Wars: one per affordable card name). */
function unitsToDeploy(s: GameState, p: PlayerIndex): string[] {
  const off = s.models.filter((m) => m.player === p && !m.onTable && m.wounds > 0);
  if (s.rulesetId === 'hammer-wars') {
    const pl = (s.ruleset as HwState).players[p];
    return [...new Set(off.filter((m) => cardOf(m).pts <= pl.pts && cardOf(m).xp <= pl.xp).map((m) => m.name))];
  }
  return [...new Set(off.map((m) => m.unit))];
}

const offeredUnit = (s: GameState, a: GameAction): string => {
  const id = Object.keys(a.positions ?? {})[0]!;
  const m = s.models.find((x) => x.id === id)!;
  return s.rulesetId === 'hammer-wars' ? m.name : m.unit;
};

/** Steps through the setup choices (roll-offs, edges, goals) with the first offer, until `p` is to deploy. */
function firstDeployStep(s: GameState, p: PlayerIndex): GameState {
  for (let i = 0; i < 40; i++) {
    const la = legalActions(s);
    if (s.toAct === p && la.some(isDeploy)) return s;
    s = applyAction(s, la.find(isDeploy) ?? la.find((a) => a.type !== 'end-deployment' && a.type !== 'reserve') ?? la[0]!);
  }
  throw new Error(`player ${p + 1} never reached deployment`);
}

describe.each(Object.keys(SAMPLES))('%s: sample armies deploy', (rulesetId) => {
  it('every unit of every pairing has an on-table deploy offer at its first deployment step; offers are legal and never overlap bases', { timeout: 120_000 }, () => {
    const rule = getRuleset(rulesetId)!.measuring.coherency;
    for (const [a, b] of pairings(SAMPLES[rulesetId]!)) {
      const setup = { ...sampleGameSetup(rulesetId, 0), armies: [a, b] as [ArmyFile, ArmyFile] };
      for (const p of [0, 1] as const) {
        const s = firstDeployStep(createGame(setup), p);
        const offers = legalActions(s).filter(isDeploy);
        const zone = gamePlugin(rulesetId)!.deploymentZones?.(s)[p] ?? null;
        const where = `${a.name} vs ${b.name}, player ${p + 1}`;
        const units = unitsToDeploy(s, p);
        const offered = new Set(offers.map((o) => offeredUnit(s, o)));
        expect(units.filter((u) => !offered.has(u)), `${where}: units with no on-table deploy offer`).toEqual([]);
        for (const o of offers) {
          const next = applyAction(s, o);
          expect(invariantProblems(next), `${where}: ${JSON.stringify(o)}`).toEqual([]);
          const placed = next.models.filter((m) => o.positions![m.id]);
          if (rule) expect(checkCoherency(placed, rule).broken, `${where}: ${offeredUnit(s, o)} coherent`).toEqual([]);
          if (zone && o.mode === undefined) for (const m of placed) expect(pointIn(m.x, m.y, zone), `${where}: ${m.id} in the zone`).toBe(true);
        }
      }
    }
  });
});

function pointIn(x: number, y: number, poly: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  // On the boundary counts as in (a base's centre never is, but a zone edge at the table edge may be).
  return inside;
}
