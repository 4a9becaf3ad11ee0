// Charging by hand in every ruleset (issue 23 item 3): "charges only when the list offers them". A charge at an enemy unit
// in reach is open by hand even where the offers sampled no contact spot for it; the unit dragged into contact is judged
// by applyAction as that charge. Found over seeded random games (each offered action played in turn), not set up by hand.
import { describe, expect, it } from 'vitest';
import { actionMeaning, applyAction, createGame, edgeDistance, flowFormation, handMoves, judgeHandMove, legalActions, sampleGameSetup, seededRandom, type GameAction, type GameState } from '../../../engine/index';

interface Found {
  readonly s: GameState;
  readonly unit: string;
  readonly target: string;
}

/** The states of seeded random play where `unit` has a hand charge at `target` that no offer makes. */
function* chargesBeyondOffers(id: string, seeds: readonly number[]): Generator<Found> {
  for (const seed of seeds) {
    let s = createGame(sampleGameSetup(id, seed));
    const pick = seededRandom(seed);
    for (let i = 0; i < 300 && !s.result; i++) {
      const offers = legalActions(s);
      const offered = new Set(offers.filter((a) => a.type === 'charge').map((a) => `${actionMeaning(s, a).unit}>${String(a.target)}`));
      for (const unit of new Set(s.models.filter((m) => m.player === s.toAct && m.onTable).map((m) => m.unit)))
        for (const h of handMoves(s, unit))
          if (h.role === 'charge' && !offered.has(`${unit}>${String(h.action.target)}`)) yield { s, unit, target: String(h.action.target) };
      s = applyAction(s, offers[Math.floor(pick() * offers.length)]!);
    }
  }
}

/** The unit carried straight at the target's closest model until the gap is 0.3" to 0.9", as a charge: played, or why not. */
function dragIntoContact({ s, unit, target }: Found): { played: GameState; action: GameAction } | { reason: string } {
  const mine = s.models.filter((m) => m.unit === unit && m.onTable);
  const theirs = s.models.filter((m) => m.unit === target && m.onTable);
  const [a, b] = mine.flatMap((x) => theirs.map((y) => [x, y] as const)).reduce((p, q) => (edgeDistance(q[0], q[1]) < edgeDistance(p[0], p[1]) ? q : p));
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  let reason = '';
  for (const gap of [0.3, 0.5, 0.7, 0.9]) {
    const go = edgeDistance(a, b) - gap;
    const v = judgeHandMove(s, unit, flowFormation(s, mine, ((b.x - a.x) / len) * go, ((b.y - a.y) / len) * go), ['charge']);
    // Blocked on the way, the models may flow into contact with another unit: the charge is then at that one.
    if (v.ok && v.action.target === target) return { played: applyAction(s, v.action), action: v.action };
    reason = v.ok ? `the models ended in contact with ${String(v.action.target)}, not ${target}` : v.reason;
  }
  return { reason };
}

describe.each(['althammer', 'reglas-basicas'])('%s: a charge by hand where the offers found none', (id) => {
  it('is open to the unit, and the unit dragged into contact is played as that charge', () => {
    const refused: string[] = [];
    let seen = 0;
    for (const found of chargesBeyondOffers(id, [1, 2, 3])) {
      if (++seen > 25) break;
      const r = dragIntoContact(found);
      if ('reason' in r) {
        // A straight drag may be blocked (impassable ground on the line, a model that flowed out of reach): the next case.
        refused.push(r.reason);
        continue;
      }
      const { s, unit, target } = found;
      expect(r.action.type).toBe('charge');
      expect(r.action.target).toBe(target);
      const theirs = s.models.filter((m) => m.unit === target && m.onTable);
      const before = s.models.filter((m) => m.unit === unit && m.onTable);
      // The charge was rolled: it brought a model within 1" of the target, or failed and left the unit where it was.
      const said = r.played.log.slice(s.log.length).map((l) => l.text).join(' ');
      const after = r.played.models.filter((m) => m.unit === unit && m.onTable);
      const inContact = after.some((m) => theirs.some((t) => edgeDistance(m, t) <= 1 + 1e-6));
      const stayed = after.every((m) => before.some((o) => o.id === m.id && o.x === m.x && o.y === m.y));
      expect(inContact || stayed, said).toBe(true);
      expect(said).toMatch(/charge/i);
      return;
    }
    throw new Error(`no charge beyond the offers was played by hand in ${seen} cases: ${refused.join(' | ')}`);
  });
});
