// The computer opponent's per-ruleset knowledge beyond the generic weights, each term checked against the engine's own
// numbers and quoting the seed it reads.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, gameResult, GENERIC_AI, GENERIC_WEIGHTS, legalActions, NUCERIA_AI, NUCERIA_WEIGHTS, previewAttack, randomBotAction, randomBotRng, REGLAS_AI, sampleGameSetup, type GameAction, type GameState } from '../../../engine/index';

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
    for (const seed of [1, 2, 3, 4, 5, 6]) {
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
  it('"Establish Perimeter (... units within 12” of all table corners) worth 5": each corner a side covers counts until it has scored', () => {
    // No enemy on the table, so the warlord's caution (next test) stays out of it.
    const s1 = states('nuceria', 3, 40).find((x) => x.models.some((m) => m.onTable && m.player === 0))!;
    const s = { ...s1, models: s1.models.map((m) => (m.player === 1 ? { ...m, onTable: false } : m)) } as GameState;
    const me = s.models.find((m) => m.onTable && m.player === 0)!;
    // The same model carried to (1, 1), within 12" of the corner (0, 0) and no other (a 44" x 60" table).
    const at = (x: number, y: number): GameState => ({ ...s, models: s.models.map((m) => (m.id === me.id ? { ...m, x, y } : m)) });
    const mid = at(s.setup.layout.table.widthIn / 2, s.setup.layout.table.depthIn / 2);
    const corner = at(1, 1);
    const othersNearCorner = s.models.some((m) => m.onTable && m.player === 0 && m.id !== me.id && Math.hypot(m.x, m.y) < 14);
    expect(othersNearCorner).toBe(false);
    const generic = GENERIC_AI.evaluate(corner, 0) - GENERIC_AI.evaluate(mid, 0);
    expect(NUCERIA_AI.evaluate(corner, 0) - NUCERIA_AI.evaluate(mid, 0) - generic).toBeCloseTo(NUCERIA_WEIGHTS.perimeterCorner, 9);
    const scored = { ...corner, ruleset: { ...(corner.ruleset as object), perimeterScored: [true, false] } } as GameState;
    const scoredMid = { ...mid, ruleset: scored.ruleset } as GameState;
    expect(NUCERIA_AI.evaluate(scored, 0) - NUCERIA_AI.evaluate(scoredMid, 0)).toBeCloseTo(generic, 9);
  });
});

describe('Nuceria: the warlord kept safe', () => {
  it('"Killing warlord worth 5": its side loses a share of those points as the nearest enemy model comes inside 24" of it', () => {
    const s0 = states('nuceria', 3, 60).find((x) => x.models.filter((m) => m.onTable).length >= 4)!;
    const army = s0.setup.armies[0] as unknown as { warlord: string; units: { name: string }[] };
    const lordUnit = (s0.ruleset as { units: { id: string; player: number; index: number }[] }).units.find((u) => u.player === 0 && army.units[u.index]!.name === army.warlord)!;
    const lord = s0.models.find((m) => m.unit === lordUnit.id)!;
    const enemyArmy = s0.setup.armies[1] as unknown as { warlord: string; units: { name: string }[] };
    const enemyLord = (s0.ruleset as { units: { id: string; player: number; index: number }[] }).units.find((u) => u.player === 1 && enemyArmy.units[u.index]!.name === enemyArmy.warlord)!;
    const foe = s0.models.find((m) => m.player === 1 && m.unit !== enemyLord.id)!; // not the enemy's warlord, which would mirror the term
    // Only the warlord and one enemy model on the table: the warlord at (10, 10), the enemy d" away along x.
    const at = (d: number): GameState => ({ ...s0, models: s0.models.map((m) => (m.id === lord.id ? { ...m, onTable: true, x: 10, y: 10 } : m.id === foe.id ? { ...m, onTable: true, x: 10 + d, y: 10 } : { ...m, onTable: false })) }) as GameState;
    const extra = (d: number) => NUCERIA_AI.evaluate(at(d), 0) - GENERIC_AI.evaluate(at(d), 0);
    expect(extra(30) - extra(40)).toBeCloseTo(0, 9); // beyond 24": no caution
    expect(extra(12) - extra(40)).toBeCloseTo(-NUCERIA_WEIGHTS.warlordCaution * 5 * GENERIC_WEIGHTS.vp * (12 / 24), 9);
    expect(extra(6) - extra(40)).toBeCloseTo(-NUCERIA_WEIGHTS.warlordCaution * 5 * GENERIC_WEIGHTS.vp * (18 / 24), 9);
    // And the other side sees the mirror.
    expect(NUCERIA_AI.evaluate(at(6), 1) - GENERIC_AI.evaluate(at(6), 1) - (NUCERIA_AI.evaluate(at(40), 1) - GENERIC_AI.evaluate(at(40), 1))).toBeCloseTo(NUCERIA_WEIGHTS.warlordCaution * 5 * GENERIC_WEIGHTS.vp * (18 / 24), 9);
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
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const s of states('reglas-basicas', seed, 200)) {
        if (s.phase !== 'Melee') continue; // (in the Movement phase the charges still open enter too: the next test)
        const expected = units(s)
          .filter((u) => !u.fought && s.models.some((m) => m.onTable && m.unit === u.id))
          .reduce((sum, u) => {
            const best = Math.max(0, ...units(s).filter((e) => e.player !== u.player).map((e) => previewAttack(s, { type: 'fight', player: u.player, unit: u.id, target: e.id } as GameAction)?.meanDamage ?? 0));
            return sum + (u.player === 0 ? best : -best);
          }, 0);
        const pending = units(s).reduce((sum, u) => sum + (u.player === 0 ? -1 : 1) * Math.min(u.pendingWounds, s.models.filter((m) => m.onTable && m.unit === u.id).reduce((n, m) => n + m.wounds, 0)), 0);
        expect(REGLAS_AI.evaluate(s, 0)).toBeCloseTo(GENERIC_AI.evaluate(s, 0) + pending + expected, 9);
        if (expected !== 0) checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
  it('"This move may be of up to twice its Move characteristic ... It may then immediately Fight": a charge in reach adds half its fight (dealt less taken) to its side', () => {
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
    expect(REGLAS_AI.evaluate(near, 0) - REGLAS_AI.evaluate(lead(near), 0)).toBeCloseTo(0.5 * (gainA - gainB), 6);
  });
});
