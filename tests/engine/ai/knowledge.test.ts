// The computer opponent's per-ruleset knowledge beyond the generic weights, each term checked against the engine's own
// numbers and quoting the seed it reads.
import { describe, expect, it } from 'vitest';
import { sized } from '../../support/tier';
import { threatTo } from '../../../engine/rulesets/nuceria/ai';
import { HAMMER_WARS_AI, HW_GOAL_ODDS, HW_WEIGHTS } from '../../../engine/rulesets/hammer-wars/ai';
import { HW_SAMPLE_ARMIES } from '../../../engine/rulesets/hammer-wars/game/sample';
import { ALTHAMMER_AI, ALTHAMMER_HARD_ERRAND_PER_INCH, ALTHAMMER_HARD_HELD_RISE, althammerHardAttackGain, althammerHardEvaluate } from '../../../engine/rulesets/althammer/ai';
import type { AhState } from '../../../engine/rulesets/althammer/game/state';
import type { HwState } from '../../../engine/rulesets/hammer-wars/game/state';
import { cardNamed } from '../../../engine/rulesets/hammer-wars/game/cards';
import { objectiveErrands } from '../../../engine/ai/objectiveErrands';
import { edgeDistance, pointToBaseDistance } from '../../../engine/measure/distance';
import { applyAction, chooseAction, createDiceState, createGame, gameResult, GENERIC_AI, GENERIC_WEIGHTS, legalActions, NUCERIA_AI, NUCERIA_WEIGHTS, previewAttack, randomBotAction, randomBotRng, REGLAS_AI, sampleGameSetup, type GameAction, type GameState } from '../../../engine/index';

/** States of a seeded random game, in order. */
function states(rulesetId: string, seed: number, n: number): GameState[] {
  let s: GameState = createGame(sampleGameSetup(rulesetId, seed));
  let rng = randomBotRng(seed);
  const out: GameState[] = [];
  for (let i = 0; i < n && !gameResult(s); i++) {
    out.push(s);
    const step = randomBotAction(s, rng);
    rng = step.rng!;
    s = applyAction(s, step.action);
  }
  return out;
}

describe('Nuceria (004_6c4ffdb07edc4505.txt)', () => {
  it('"Killing warlord worth 5", "Bring it down (killing “colossal” units) worth 1 per unit": an attack adds the chance it wipes the unit times those points', () => {
    let withVp = 0;
    let plain = 0;
    for (const seed of sized([1, 2], [1, 2, 3, 4, 5, 6])) {
      for (const s of states('nuceria', seed, 300)) {
        for (const a of legalActions(s)) {
          const p = previewAttack(s, a);
          if (!p) continue;
          const t = (s.ruleset as { units: { id: string; player: 0 | 1; index: number }[] }).units.find((u) => u.id === a.target)!;
          const army = s.setup.armies[t.player] as unknown as { warlord: string; units: { name: string; keywords: string[] }[] };
          const data = army.units[t.index]!;
          const vp = (data.name === army.warlord ? 5 : 0) + (data.keywords.includes('Colossal') ? 1 : 0);
          const left = s.models.filter((m) => m.onTable && m.unit === t.id).length;
          expect(NUCERIA_AI.attackGain(s, a)).toBeCloseTo(GENERIC_AI.attackGain(s, a)! + (p.slain[left] ?? 0) * vp * GENERIC_WEIGHTS.vp, 9);
          if (vp > 0 && (p.slain[left] ?? 0) > 0) withVp++;
          else plain++;
        }
      }
    }
    expect(withVp).toBeGreaterThan(0);
    expect(plain).toBeGreaterThan(0);
  });
  it('"Establish Perimeter (... units within 12” of all table corners) worth 5": all four corners covered count like a held objective until it is scored', () => {
    const s = states('nuceria', 3, 40).find((x) => x.models.filter((m) => m.onTable && m.player === 0).length >= 4)!;
    const { widthIn: w, depthIn: h } = s.setup.layout.table;
    const corners = [[1, 1], [w - 1, 1], [w - 1, h - 1], [1, h - 1]];
    const mine = s.models.filter((m) => m.onTable && m.player === 0).slice(0, 4).map((m) => m.id);
    const at = (n: number): GameState => ({ ...s, models: s.models.map((m) => { const k = mine.indexOf(m.id); return k >= 0 && k < n ? { ...m, x: corners[k]![0]!, y: corners[k]![1]! } : m; }) }) as GameState;
    const scored = (g: GameState): GameState => ({ ...g, ruleset: { ...(g.ruleset as object), perimeterScored: [true, false] } }) as GameState;
    // Nothing else in the evaluation reads perimeterScored: the difference is the perimeter term alone.
    expect(NUCERIA_AI.evaluate(at(4), 0) - NUCERIA_AI.evaluate(scored(at(4)), 0)).toBeCloseTo(NUCERIA_WEIGHTS.perimeterVp * GENERIC_WEIGHTS.vp * NUCERIA_WEIGHTS.objectiveHeldShare, 9);
    expect(NUCERIA_AI.evaluate(at(4), 1) - NUCERIA_AI.evaluate(scored(at(4)), 1)).toBeCloseTo(-NUCERIA_WEIGHTS.perimeterVp * GENERIC_WEIGHTS.vp * NUCERIA_WEIGHTS.objectiveHeldShare, 9);
    // Three corners score nothing.
    expect(NUCERIA_AI.evaluate(at(3), 0) - NUCERIA_AI.evaluate(scored(at(3)), 0)).toBeCloseTo(0, 9);
  });
});

describe('Nuceria: objectives', () => {
  it('"Each objective worth 2": a marker held by the engine\'s count is worth objectiveHeldShare of its 2 points, and each inch a unit still has to go to it objectiveGapPerInch', () => {
    const s0 = states('nuceria', 3, 60).find((x) => (x.ruleset as { step: string }).step === 'battle')!;
    type U = { id: string; player: 0 | 1; index: number };
    const units = (s0.ruleset as { units: U[] }).units;
    const army = s0.setup.armies[0] as unknown as { warlord: string; units: { name: string }[] };
    const squad = units.find((u) => u.player === 0 && army.units[u.index]!.name !== army.warlord && s0.models.some((m) => m.unit === u.id && m.wounds > 0))!;
    const model = s0.models.find((m) => m.unit === squad.id && m.wounds > 0)!;
    const o = (s0.ruleset as { objectives: { x: number; y: number; controlRadiusIn: number }[] }).objectives[0]!;
    // That one model alone on the table (no enemy: no warlord term), on the marker, or 1" outside its area straight
    // towards the table edge behind it (still nearer this marker than any other).
    const r = o.controlRadiusIn;
    const at = (x: number, y: number): GameState => ({ ...s0, models: s0.models.map((m) => (m.id === model.id ? { ...m, onTable: true, x, y } : { ...m, onTable: false })) }) as GameState;
    const on = at(o.x, o.y);
    const off = at(o.x, o.y > s0.setup.layout.table.depthIn / 2 ? o.y + r + 1 + 0.5 : o.y - r - 1 - 0.5);
    const gapOff = pointToBaseDistance(off.models.find((m) => m.id === model.id)!, [o.x, o.y]) - r;
    expect(gapOff).toBeGreaterThan(0);
    const generic = GENERIC_AI.evaluate(on, 0) - GENERIC_AI.evaluate(off, 0);
    const held = NUCERIA_WEIGHTS.objectiveVp * GENERIC_WEIGHTS.vp * NUCERIA_WEIGHTS.objectiveHeldShare;
    expect(NUCERIA_AI.evaluate(on, 0) - NUCERIA_AI.evaluate(off, 0) - generic).toBeCloseTo(held + NUCERIA_WEIGHTS.objectiveGapPerInch * gapOff, 9);
    expect(NUCERIA_AI.evaluate(on, 1) - NUCERIA_AI.evaluate(off, 1) + generic).toBeCloseTo(-(held + NUCERIA_WEIGHTS.objectiveGapPerInch * gapOff), 9);
  });
});

describe('Nuceria: the warlord kept safe', () => {
  it('"Killing warlord worth 5": the threat to the warlord is the enemy\'s expected wounds (Power vs Toughness, Save + AP) from models within Movement + range', () => {
    const s0 = states('nuceria', 3, 60).find((x) => x.models.filter((m) => m.onTable).length >= 4)!;
    type U = { id: string; player: 0 | 1; index: number; name: string; reserves: boolean; placed: boolean };
    const units = (s0.ruleset as { units: U[] }).units;
    const army = (p: number) => s0.setup.armies[p] as unknown as { warlord: string; units: { name: string; movementIn: number; toughness: number; save: number; invulnerable?: number; weapons: { type: string; rangeIn: number; attacks: number; power: number; ap: number; damage?: number }[] }[] };
    const lordUnit = units.find((u) => u.player === 0 && army(0).units[u.index]!.name === army(0).warlord)!;
    const lord = s0.models.find((m) => m.unit === lordUnit.id)!;
    // One enemy model with a ranged weapon, alone with the warlord on the table, d" away along an open line (y = 2).
    const foe = s0.models.find((m) => m.player === 1 && army(1).units[units.find((u) => u.id === m.unit)!.index]!.weapons.some((w) => w.type === 'ranged'))!;
    const fd = army(1).units[units.find((u) => u.id === foe.unit)!.index]!;
    const ld = army(0).units[lordUnit.index]!;
    const at = (d: number): GameState => ({ ...s0, models: s0.models.map((m) => (m.id === lord.id ? { ...m, onTable: true, x: 2, y: 2 } : m.id === foe.id ? { ...m, onTable: true, x: 2 + d, y: 2 } : { ...m, onTable: false })) }) as GameState;
    const gap = (d: number) => { const g = at(d); return edgeDistance(g.models.find((m) => m.id === foe.id)!, g.models.find((m) => m.id === lord.id)!); };
    const threat = (d: number) => { const g = at(d); return threatTo(g, lordUnit as never, g.models.filter((m) => m.id === lord.id)); };
    // "Power is greater than Toughness 3+" ...; "Save Value + Attacking Weapon's AP Value = Dice Value Needed".
    const need = (p: number, t: number) => (p >= 2 * t ? 2 : p > t ? 3 : p === t ? 4 : t >= 2 * p ? 6 : 5);
    const expected = (reachOf: (w: { type: string; rangeIn: number }) => number, d: number) =>
      fd.weapons.reduce((sum, w) => {
        const f = Math.max(0, Math.min(1, 1 - (gap(d) - reachOf(w)) / Math.max(1, fd.movementIn)));
        let sv = Math.max(2, ld.save + w.ap);
        if (ld.invulnerable != null && ld.invulnerable < sv) sv = ld.invulnerable;
        const fail = sv >= 7 ? 1 : 1 - (7 - sv) / 6;
        return sum + f * w.attacks * ((7 - need(w.power, ld.toughness)) / 6) * fail * Math.min(w.damage ?? 1, lord.maxWounds);
      }, 0);
    const reach = (w: { type: string; rangeIn: number }) => (w.type === 'melee' ? 1 : w.rangeIn);
    const far = Math.max(...fd.weapons.map((w) => reach(w))) + fd.movementIn + 5;
    expect(threat(far)).toBe(0); // beyond Movement + range of every weapon
    const near = 3;
    expect(threat(near)).toBeGreaterThan(0);
    expect(threat(near)).toBeCloseTo(expected(reach, near), 9);
    // The evaluation: the warlord's side loses warlordCaution of its 5 points x (1 - e^(-threat / wounds left)); the other
    // side sees warlordHunt of that.
    const danger = (d: number) => 1 - Math.exp(-threat(d) / lord.wounds);
    const extra = (g: GameState, p: 0 | 1) => NUCERIA_AI.evaluate(g, p);
    const moveLordOnly = (g: GameState, wounds: number) => ({ ...g, models: g.models.map((m) => (m.id === lord.id ? { ...m, wounds } : m)) }) as GameState;
    // Same positions, one wound fewer on the warlord: the wound term (1) plus the change in danger.
    const g = at(near);
    const w0 = lord.wounds;
    const dangerAt = (wounds: number) => 1 - Math.exp(-threat(near) / wounds);
    expect(extra(g, 0) - extra(moveLordOnly(g, w0 - 1), 0)).toBeCloseTo(GENERIC_WEIGHTS.wound - NUCERIA_WEIGHTS.warlordCaution * 5 * GENERIC_WEIGHTS.vp * (dangerAt(w0) - dangerAt(w0 - 1)), 9);
    expect(extra(g, 1) - extra(moveLordOnly(g, w0 - 1), 1)).toBeCloseTo(-GENERIC_WEIGHTS.wound + NUCERIA_WEIGHTS.warlordHunt * NUCERIA_WEIGHTS.warlordCaution * 5 * GENERIC_WEIGHTS.vp * (dangerAt(w0) - dangerAt(w0 - 1)), 9);
    // Hard (issue 26): its own warlord at hardWarlordCaution of that (the other side's reply already shoots at it); the
    // enemy's warlord as normal sees it.
    const hard = (x: GameState, p: 0 | 1) => NUCERIA_AI.hardEvaluate!(x, p);
    expect(NUCERIA_WEIGHTS.hardWarlordCaution).toBeLessThan(1);
    expect(hard(g, 0) - hard(moveLordOnly(g, w0 - 1), 0)).toBeCloseTo(GENERIC_WEIGHTS.wound - NUCERIA_WEIGHTS.hardWarlordCaution * NUCERIA_WEIGHTS.warlordCaution * 5 * GENERIC_WEIGHTS.vp * (dangerAt(w0) - dangerAt(w0 - 1)), 9);
    expect(hard(g, 1) - hard(moveLordOnly(g, w0 - 1), 1)).toBeCloseTo(extra(g, 1) - extra(moveLordOnly(g, w0 - 1), 1), 9);
    expect(danger(near)).toBeGreaterThan(danger(far));
  });
});

describe('Reglas básicas (003_2820d2f43ec186dc.txt)', () => {
  type Unit = { id: string; player: 0 | 1; index: number; moved: string; pendingWounds: number; fought: boolean };
  const units = (s: GameState) => (s.ruleset as { units: Unit[] }).units;
  const withUnits = (s: GameState, f: (u: Unit) => Unit): GameState => ({ ...s, ruleset: { ...(s.ruleset as object), units: units(s).map(f) } }) as GameState;
  it('"Keep track of the number of WOUNDS suffered by each unit throughout the turn": pending WOUNDS count as lost, up to the wounds the unit has', () => {
    const s = states('reglas-basicas', 2, 30).find((x) => x.phase === 'Movement' && units(x).every((u) => u.pendingWounds === 0) && x.models.filter((m) => m.onTable).length > 4)!;
    const mine = units(s).find((u) => u.player === 0 && s.models.some((m) => m.onTable && m.unit === u.id))!;
    const left = s.models.filter((m) => m.onTable && m.unit === mine.id).reduce((n, m) => n + m.wounds, 0);
    // In the Leadership phase, so the fights still to come do not enter.
    const lead = { ...s, phase: 'Leadership' } as GameState;
    const hurt = withUnits(lead, (u) => (u.id === mine.id ? { ...u, pendingWounds: 2 } : u));
    expect(REGLAS_AI.evaluate(lead, 0) - REGLAS_AI.evaluate(hurt, 0)).toBeCloseTo(Math.min(2, left), 9);
    expect(REGLAS_AI.evaluate(hurt, 1) - REGLAS_AI.evaluate(lead, 1)).toBeCloseTo(Math.min(2, left), 9);
    const over = withUnits(lead, (u) => (u.id === mine.id ? { ...u, pendingWounds: left + 50 } : u));
    expect(REGLAS_AI.evaluate(lead, 0) - REGLAS_AI.evaluate(over, 0)).toBeCloseTo(left, 9);
  });
  it('"Melee: players take turns attacking with units locked in combat": a unit in combat that has not fought adds its best fight\'s expected WOUNDS', () => {
    let checked = 0;
    for (const seed of sized([1, 2, 3], [1, 2, 3, 4, 5, 6, 7, 8])) {
      for (const s of states('reglas-basicas', seed, 200)) {
        if (s.phase !== 'Melee') continue; // (in the Movement phase the charges still open enter too: the next test)
        const expected = units(s)
          // "haven't done so yet and haven't Run, Retreated"
          .filter((u) => !u.fought && u.moved !== 'run' && u.moved !== 'retreat' && s.models.some((m) => m.onTable && m.unit === u.id))
          .reduce((sum, u) => {
            const best = Math.max(0, ...units(s).filter((e) => e.player !== u.player).map((e) => previewAttack(s, { type: 'fight', player: u.player, unit: u.id, target: e.id } as GameAction)?.meanDamage ?? 0));
            return sum + (u.player === 0 ? best : -best);
          }, 0);
        const pending = units(s).reduce((sum, u) => sum + (u.player === 0 ? -1 : 1) * Math.min(u.pendingWounds, s.models.filter((m) => m.onTable && m.unit === u.id).reduce((n, m) => n + m.wounds, 0)), 0);
        // And the units' errands to the objectives (issue 26), which the Melee phase leaves as they are.
        const errands = objectiveErrands(s, 0, REGLAS_AI.weights.objectiveErrandPerInch!, GENERIC_WEIGHTS.objectiveRangeIn);
        expect(REGLAS_AI.evaluate(s, 0)).toBeCloseTo(GENERIC_AI.evaluate(s, 0) + pending + expected + errands, 9);
        if (expected !== 0) checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
  it('"This move may be of up to twice its Move characteristic ... It may then immediately Fight": a charge in reach adds half its fight (dealt less taken back by a unit that may fight) to its side, and the other side\'s at 6 against it (both levels)', () => {
    const s0 = states('reglas-basicas', 2, 60).find((x) => x.phase === 'Movement' && units(x).every((u) => u.moved === 'none' && u.pendingWounds === 0))!;
    const a = units(s0).find((u) => u.player === 0)!;
    const b = units(s0).find((u) => u.player === 1)!;
    const moveOf = (u: Unit) => (s0.setup.armies[u.player] as unknown as { units: { movementIn: number }[] }).units[u.index]!.movementIn;
    // Only units a and b on the table, each in a row along x at y = 20 (a) and y = 20 + d (b), centres 1.5" apart.
    const place = (d: number): GameState => {
      let ia = 0;
      let ib = 0;
      const models = s0.models.map((m) => (m.unit === a.id ? { ...m, onTable: true, x: 10 + 1.5 * ia++, y: 20 } : m.unit === b.id ? { ...m, onTable: true, x: 10 + 1.5 * ib++, y: 20 + d } : { ...m, onTable: false }));
      return { ...s0, models } as GameState;
    };
    const lead = (s: GameState) => ({ ...s, phase: 'Leadership' }) as GameState;
    // Out of reach of both ("twice its Move"): nothing.
    const far = place(4 * Math.max(moveOf(a), moveOf(b)) + 10);
    expect(REGLAS_AI.evaluate(far, 0) - REGLAS_AI.evaluate(lead(far), 0)).toBeCloseTo(0, 9);
    // 5" apart (centres): each side's charge carries its row straight up or down to base contact, then fights.
    const near = place(5);
    const r = (m: { base: { kind: string; diameterMm?: number } }) => (m.base.diameterMm ?? 32) / 25.4 / 2;
    const gap = 5 - 2 * r(near.models.find((m) => m.unit === a.id)!);
    const fight = (s: GameState, u: Unit, t: Unit) => previewAttack(s, { type: 'fight', player: u.player, unit: u.id, target: t.id } as GameAction)?.meanDamage ?? 0;
    const shift = (s: GameState, u: Unit, dy: number) => ({ ...s, models: s.models.map((m) => (m.unit === u.id && m.onTable ? { ...m, y: m.y + dy } : m)) }) as GameState;
    const aCharges = shift(near, a, gap);
    const bCharges = shift(near, b, -gap);
    const gainA = Math.max(0, fight(aCharges, a, b) - fight(aCharges, b, a));
    const gainB = Math.max(0, fight(bCharges, b, a) - fight(bCharges, a, b));
    expect(gainA + gainB).toBeGreaterThan(0);
    // Its own charges at half, the other side's at 6 (issue 26: theirs to make next), at both levels.
    const w = REGLAS_AI.weights as { chargeThreat: number; enemyChargeThreat: number };
    expect([w.chargeThreat, w.enemyChargeThreat]).toEqual([0.5, 6]);
    expect(REGLAS_AI.hardEvaluate).toBeUndefined();
    const ev = REGLAS_AI.evaluate;
    expect(ev(near, 0) - ev(lead(near), 0)).toBeCloseTo(w.chargeThreat * gainA - w.enemyChargeThreat * gainB, 6);
    expect(ev(near, 1) - ev(lead(near), 1)).toBeCloseTo(w.chargeThreat * gainB - w.enemyChargeThreat * gainA, 6);
    // "haven't Run, Retreated": b has Run this turn, so it neither charges nor fights back; a's charge is its whole fight.
    const ran = withUnits(near, (u) => (u.id === b.id ? { ...u, moved: 'run' } : u));
    const dealt = fight(aCharges, a, b);
    expect(dealt).toBeGreaterThan(fight(aCharges, a, b) - fight(aCharges, b, a));
    expect(ev(ran, 0) - ev(lead(ran), 0)).toBeCloseTo(w.chargeThreat * dealt, 6);
    expect(ev(ran, 1) - ev(lead(ran), 1)).toBeCloseTo(-w.enemyChargeThreat * dealt, 6);
  });
});

describe('Hammer Wars: hard weighs what each unit could do next turn more (issue 26)', () => {
  it('hard adds (hardThreat - threat) x each unit\'s best damage next turn: nothing where no model of its side is within Move x 2 + Range of an enemy, more where one is', () => {
    expect(HW_WEIGHTS.hardThreat).toBeGreaterThan(HW_WEIGHTS.threat);
    let inReach = 0;
    let outOfReach = 0;
    for (const seed of sized([1, 2], [1, 2, 3, 4])) {
      for (const s of states('hammer-wars', seed, 400)) {
        for (const me of [0, 1] as const) {
          // Right after its own choose-goal, hard also counts the goal's odds (the test below); that term is taken off here.
          const last = s.actions[s.actions.length - 1];
          const goal = (s.ruleset as HwState).players[me].goal;
          const odds = last?.type === 'choose-goal' && last.player === me && goal ? HW_WEIGHTS.vp * HW_GOAL_ODDS[goal] : 0;
          const diff = HAMMER_WARS_AI.hardEvaluate!(s, me) - HAMMER_WARS_AI.evaluate(s, me) - odds;
          const on = s.models.filter((m) => m.onTable);
          // "move x 2 + range": how far a model's card reaches next turn, edge to edge (a roll of 6 always hits, so in reach is never worth 0).
          const reaches = on.some((m) => m.player === me && on.some((e) => e.player !== me && edgeDistance(m, e) <= cardNamed(m.name)!.moveIn * 2 + cardNamed(m.name)!.rangeIn));
          if (reaches) {
            inReach++;
            expect(diff).toBeGreaterThan(1e-9);
          } else {
            outOfReach++;
            expect(Math.abs(diff)).toBeLessThan(1e-9);
          }
        }
      }
    }
    expect(inReach).toBeGreaterThan(10);
    expect(outOfReach).toBeGreaterThan(10);
  });
});

describe('Hammer Wars: hard writes down the goal likelier to be met (issue 26)', () => {
  // "the players secretly select one of two goals available to their faction"; Revenge: "If at the end of the game you
  // have killed at least one enemy Hero unit, or if your opponent did not deploy any Hero units, you get 1VP."
  it('Space Marines (Duty or Revenge) and Orks (Greed or Revenge): hard takes Revenge, normal the first of the two; Skaven (Greed or Deception): Greed at either level', () => {
    const [spaceMarines, orks, skaven] = HW_SAMPLE_ARMIES;
    const setup = sampleGameSetup('hammer-wars', 1);
    const newGame = (a: typeof spaceMarines, b: typeof orks): GameState => createGame({ ...setup, armies: [a!, b!] });
    expect(HW_GOAL_ODDS.Revenge).toBeGreaterThan(Math.max(HW_GOAL_ODDS.Greed, HW_GOAL_ODDS.Duty, HW_GOAL_ODDS.Deception, HW_GOAL_ODDS.Oppression));
    const toGoals = (s0: GameState): GameState => {
      let s = s0;
      const w = (s.ruleset as HwState).rollOffWinner;
      s = applyAction(s, { type: 'choose-order', player: w, goFirst: w === 0 });
      return applyAction(s, { type: 'choose-edge', player: 0, edge: 'west' });
    };
    const goalOf = (s: GameState, level: 'normal' | 'hard'): unknown => chooseAction(s, { level, seed: 1 }).action.goal;
    // Player 1 writes down first (Space Marines), then player 2 (Orks), after player 1's choice.
    const s = toGoals(newGame(spaceMarines, orks));
    expect((s.ruleset as HwState).step).toBe('choose-goals');
    expect(s.toAct).toBe(0);
    expect(goalOf(s, 'hard')).toBe('Revenge');
    expect(goalOf(s, 'normal')).toBe('Duty');
    const s2 = applyAction(s, { type: 'choose-goal', player: 0, goal: 'Duty', objective: 'obj-2' });
    expect(s2.toAct).toBe(1);
    expect(goalOf(s2, 'hard')).toBe('Revenge');
    expect(goalOf(s2, 'normal')).toBe('Greed');
    // Skaven: Greed (0.32) over Deception (0.31), the first of the two as well.
    expect(goalOf(toGoals(newGame(skaven, orks)), 'hard')).toBe('Greed');
  });
});

describe('AltHammer: hard weighs a held marker more as the round\'s scoring nears (issue 26)', () => {
  // Named default althammer.scoring: "1 point per objective held at the end of each round"; a player holds one with more
  // models within 3" of it (edge to edge).
  it('hard adds 7 / (1 + turns left in the round) per marker held over the other side, counted by hand, and its errands to the markers at 0.1 an inch; nothing outside the battle', () => {
    let seen = 0;
    let differs = 0;
    let errandsSeen = 0;
    for (const seed of sized([1, 2], [1, 2, 3])) {
      for (const s of states('althammer', seed, 300)) {
        const rs = s.ruleset as AhState;
        for (const me of [0, 1] as const) {
          const diff = ALTHAMMER_AI.hardEvaluate!(s, me) - ALTHAMMER_AI.evaluate(s, me);
          if (rs.step !== 'battle') {
            expect(diff).toBe(0);
            continue;
          }
          const count = [0, 0];
          for (const o of rs.objectives) {
            const n = [0, 0];
            for (const m of s.models) if (m.onTable && pointToBaseDistance(m, [o.x, o.y]) <= 3 + 1e-9) n[m.player]! += 1;
            if (n[0] !== n[1]) count[n[0]! > n[1]! ? 0 : 1]! += 1;
          }
          const want = (ALTHAMMER_HARD_HELD_RISE / (1 + rs.turnsLeft[0] + rs.turnsLeft[1])) * (count[me]! - count[1 - me]!);
          // The errands as HamWarmer's evaluation weighs them (tested there), at hard's AltHammer weight.
          const errands = objectiveErrands(s, me, ALTHAMMER_HARD_ERRAND_PER_INCH, GENERIC_WEIGHTS.objectiveRangeIn);
          expect(diff).toBeCloseTo(want + errands, 9);
          seen++;
          if (Math.abs(want) > 1e-9) differs++;
          if (Math.abs(errands) > 1e-9) errandsSeen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(differs).toBeGreaterThan(0);
    expect(errandsSeen).toBeGreaterThan(0);
    expect(ALTHAMMER_HARD_ERRAND_PER_INCH).toBe(0.1);
  });
});

describe('AltHammer: hard values an attack by what it leaves on the table (issue 26)', () => {
  // Named default althammer.shoot: "Select a target. If it is in range, roll dice" (000_6eade6d934505fab.txt), resolved as
  // HamWarmer 24.5 does; hard's gain is its evaluation after each number slain, weighted by the preview's chances.
  it('a shot\'s gain is the mean change in hard\'s evaluation over the shot rolled 400 times, within 4 standard errors; not the same as its expected wounds', () => {
    let checked = 0;
    let differs = 0;
    for (const seed of sized([1, 2], [1, 2, 3])) {
      let found = 0;
      for (const s of states('althammer', seed, 300)) {
        if (found >= 3) break;
        for (const a of legalActions(s)) {
          const p = a.type === 'shoot' ? previewAttack(s, a) : null;
          if (!p || p.meanDamage < 0.5 || found >= 3) continue;
          const gain = althammerHardAttackGain(s, a)!;
          const before = althammerHardEvaluate(s, a.player);
          // The shot rolled by the engine; only its models are kept, so the turn it ends does not enter the change.
          const n = 400;
          let sum = 0;
          let squares = 0;
          for (let j = 0; j < n; j++) {
            const after = applyAction({ ...s, dice: createDiceState(7000 + j) }, a);
            const v = althammerHardEvaluate({ ...s, models: after.models }, a.player) - before;
            sum += v;
            squares += v * v;
          }
          const mean = sum / n;
          const se = Math.sqrt(Math.max(0, squares / n - mean * mean) / n);
          expect(Math.abs(gain - mean)).toBeLessThanOrEqual(4 * se + 0.05);
          if (Math.abs(gain - GENERIC_AI.attackGain(s, a)!) > 0.05) differs++;
          found++;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(differs).toBeGreaterThan(0);
    expect(ALTHAMMER_AI.hardAttackGain).toBe(althammerHardAttackGain);
    expect(althammerHardAttackGain(states('althammer', 1, 1)[0]!, { type: 'end-activation', player: 0 })).toBeNull();
  });
});
