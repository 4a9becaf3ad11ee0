// The round ahead (issue 26): in the rulesets played in phases, what a candidate leads to at the round's scoring once the
// attacks still to come have landed. Checked against a plain reckoning of the same count, and for what the rulesets'
// knowledge says is still to come.
import { describe, expect, it } from 'vitest';
import { AI_LEVELS, chooseAction, knowledgeFor, type GameModel, type GameState, type PlayerIndex } from '../../../engine/index';
import { objectivesOf } from '../../../engine/ai/knowledge';
import { PreviewCache, roundOutlook } from '../../../engine/ai/roundAhead';
import { randomPlay } from './match';

/** States of a seeded random game of the ruleset, in the battle (the knowledge names a round ahead). */
function battleStates(rulesetId: string, seed: number, max: number): GameState[] {
  const k = knowledgeFor(rulesetId);
  const out: GameState[] = [];
  for (const { before } of randomPlay(rulesetId, seed, max)) if (k.roundAhead!(before) && before.toAct !== null) out.push(before);
  return out;
}

/** The plain reckoning: take off `n` models of `unit`, those farthest from every marker first, and count as the ruleset does. */
function plainPoints(rulesetId: string, s: GameState, unit: string, n: number, me: PlayerIndex): number {
  const k = knowledgeFor(rulesetId);
  const objectives = objectivesOf(s);
  const reach = (m: GameModel) => Math.min(...objectives.map((o) => Math.hypot(m.x - o.x, m.y - o.y)));
  const gone = new Set(
    s.models
      .filter((m) => m.onTable && m.unit === unit)
      .sort((a, b) => reach(b) - reach(a) || (a.id < b.id ? -1 : 1))
      .slice(0, n)
      .map((m) => m.id),
  );
  const pts = k.objectivePoints!({ ...s, models: s.models.map((m) => (gone.has(m.id) ? { ...m, onTable: false } : m)) });
  return pts[me] - pts[me === 0 ? 1 : 0];
}

describe('the round ahead', () => {
  it.each(['hamwarmer', 'reglas-basicas'])('%s: with no attacks ahead the outlook is the ruleset\'s own count; with models lost, the count without them', (rulesetId) => {
    const k = knowledgeFor(rulesetId);
    const states = battleStates(rulesetId, 4, 160);
    expect(states.length).toBeGreaterThan(5);
    let changed = 0;
    for (const s of states) {
      const me = s.toAct!;
      const pts = k.objectivePoints!(s);
      const none = roundOutlook(s, me, k, new PreviewCache(k), 6, null, { attacks: [] })!;
      expect(none.points).toBe(pts[me] - pts[me === 0 ? 1 : 0]);
      expect(none.wounds).toBe(0);
      // Each unit on the table losing all but one model, then all of them, against the plain reckoning.
      for (const unit of new Set(s.models.filter((m) => m.onTable).map((m) => m.unit))) {
        const size = s.models.filter((m) => m.onTable && m.unit === unit).length;
        for (const n of [size - 1, size]) {
          const got = roundOutlook(s, me, k, new PreviewCache(k), 6, null, { attacks: [], pendingModels: { [unit]: n } })!;
          const plain = plainPoints(rulesetId, s, unit, n, me);
          expect(got.points).toBe(plain);
          if (plain !== none.points) changed++;
        }
      }
    }
    // Both outcomes occur: some losses change who holds a marker.
    expect(changed).toBeGreaterThan(0);
  }, 60_000);

  it.each(['hamwarmer', 'reglas-basicas'])('%s: the attacks ahead are only those still to come, and the outlook is the same asked twice or through a warm cache', (rulesetId) => {
    const k = knowledgeFor(rulesetId);
    let withAttacks = 0;
    for (const s of battleStates(rulesetId, 6, 160)) {
      const plan = k.roundAhead!(s)!;
      const units = new Set(s.models.filter((m) => m.onTable).map((m) => m.unit));
      for (const a of plan.attacks) {
        expect(units.has(a.unit)).toBe(true);
        expect(s.models.find((m) => m.unit === a.unit)!.player).toBe(a.player);
      }
      if (plan.attacks.length) withAttacks++;
      const me = s.toAct!;
      const warm = new PreviewCache(k);
      const first = roundOutlook(s, me, k, warm, 6)!;
      expect(roundOutlook(s, me, k, warm, 6)).toEqual(first);
      expect(roundOutlook(s, me, k, new PreviewCache(k), 6)).toEqual(first);
    }
    expect(withAttacks).toBeGreaterThan(0);
  }, 60_000);

  it('HamWarmer: in the Shooting phase no unit already selected shoots again in the outlook', () => {
    const k = knowledgeFor('hamwarmer');
    let seen = 0;
    for (const s of battleStates('hamwarmer', 5, 300)) {
      if (s.phase !== 'Shooting') continue;
      const done = (s.ruleset as { done: string[] }).done;
      for (const a of k.roundAhead!(s)!.attacks) expect(done).not.toContain(a.unit);
      if (done.length) seen++;
    }
    expect(seen).toBeGreaterThan(0);
  }, 60_000);

  it('rulesets played by activations name no round ahead: the outlook is not taken there', () => {
    for (const id of ['althammer', 'nuceria', 'hammer-wars']) {
      const k = knowledgeFor(id);
      expect(k.roundAhead).toBeUndefined();
    }
  });

  it('easy does not look at the round ahead, hard looks further than normal; normal and hard decide the same twice', () => {
    expect(AI_LEVELS.easy.aheadPreviews).toBe(0);
    expect(AI_LEVELS.hard.aheadPreviews).toBeGreaterThan(AI_LEVELS.normal.aheadPreviews);
    const s = battleStates('hamwarmer', 7, 120).find((x) => x.phase === 'Movement')!;
    expect(s).toBeDefined();
    for (const level of ['normal', 'hard'] as const) {
      const a = chooseAction(s, { level, seed: 2 });
      const b = chooseAction(s, { level, seed: 2 });
      expect(b.action).toEqual(a.action);
      expect(b.score).toBe(a.score);
    }
  }, 60_000);
});
