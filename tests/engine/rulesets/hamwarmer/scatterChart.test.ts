// The honest chart for a scattering template (issue 23 item 9): the Spore Battery's Spore Mortar (Small Blast, Scatter 1d6)
// chart reckons every place the template can land, and agrees with the same shot fired through applyAction thousands of
// times on seeded dice (within 4 standard errors, the previews' shared check); a shot that cannot scatter keeps the chart it had.
import { describe, expect, it } from 'vitest';
import { applyAction, previewAttack, type GameAction, type GameState } from '../../../../engine/index';
import { createDiceState } from '../../../../engine/dice/rng';
import { chainedShots } from '../../../../engine/rulesets/shared/attacks/distribution';
import type { HwrState } from '../../../../engine/rulesets/hamwarmer/game/state';
import { battle } from './helpers';
import { expectThrowsMatchPreview } from '../../game/previewCheck';
import { draftView } from '../../../../engine/game/draftView';
import { boardOf } from '../../../../engine/game/board';
import { unitOnTable } from '../../../../engine/game/kit';
import { rangedWeapons, weaponShot } from '../../../../engine/rulesets/hamwarmer/game/weapons';
import { sized } from '../../../support/tier';

/** Seven Troopers of Line Squad Alpha in a line 1.6" apart, the Spore Battery 20" away. */
function sporeTable(): GameState<HwrState> {
  const place: Record<string, [number, number]> = { 'p2-u6-g0-0': [30, 40], 'p1-u0-g0-0': [5, 5] };
  for (let k = 0; k < 7; k++) place[`p1-u1-g1-${k}`] = [26 + k * 1.6, 20];
  return battle(place, 'Shooting', 1);
}
const FIRE: GameAction = { type: 'shoot', player: 1, unit: 'p2-u6', target: 'p1-u1' };
// Shots rolled: at 1,000 the chart without scatter is still refused by the 4-standard-error check (asserted below).
const SAMPLES = sized(1000, 2500);

/** The chance of each number slain when the shot is rolled `n` times, each on its own seeded dice. */
function rolled(s: GameState<HwrState>, action: GameAction, unit: string, n: number): number[] {
  const before = s.models.filter((m) => m.unit === unit && m.onTable).length;
  const counts = new Array<number>(before + 1).fill(0);
  for (let i = 0; i < n; i++) {
    const after = applyAction({ ...s, dice: createDiceState(7000 + i) }, action);
    counts[before - after.models.filter((m) => m.unit === unit && m.onTable).length]! += 1;
  }
  return counts.map((c) => c / n);
}

describe('Scatter template shot chart', () => {
  it('the Spore Mortar\'s chart includes scatter and matches the shot rolled through applyAction on seeded dice', () => {
    const s = sporeTable();
    const preview = previewAttack(s, FIRE)!;
    expect(preview.includesScatter).toBe(true);
    expect(preview.note).toMatch(/Includes scatter: Spore Battery's Spore Mortar lands where the Scatter die puts it/);
    expect(preview.note).toMatch(/lands on no model of Line Squad Alpha \d+% of the time/);
    expect(preview.slain.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const sample = rolled(s, FIRE, 'p1-u1', SAMPLES);
    const counts = sample.map((q) => Math.round(q * SAMPLES));
    expectThrowsMatchPreview(preview, counts, SAMPLES);
    // Both outcomes occur: the template misses the unit often, and sometimes takes two or more.
    expect(sample[0]).toBeGreaterThan(0.2);
    expect(sample.slice(2).reduce((a, b) => a + b, 0)).toBeGreaterThan(0.03);
    // The chart the preview used to give (one hit per shot, no scatter) does not pass the same check: the check can fail.
    const shot = { attacks: 1, skill: 4, strength: 5, ap: 0, damage: 1, rules: ['Small Blast', 'Indirect'] };
    const old = chainedShots([{ attack: shot, target: { toughness: 3, save: 5, hp: 1 } }], 7);
    expect(() => expectThrowsMatchPreview(old, counts, SAMPLES)).toThrow();
  });

  it('a friend near the target is named: the template may scatter onto your own models', () => {
    const s = sporeTable();
    const near = battle({ ...Object.fromEntries(s.models.filter((m) => m.onTable).map((m) => [m.id, [m.x, m.y] as [number, number]])), 'p2-u1-g0-0': [31, 23] }, 'Shooting', 1);
    expect(previewAttack(near, FIRE)!.note).toMatch(/it is expected to hit 0\.\d\d of your own models/);
    expect(previewAttack(s, FIRE)!.note).not.toMatch(/your own models/);
  });

  it('a shot that cannot scatter keeps its chart: Las Rifles and Heavy Stubber at the Ghouls, and a Flame', () => {
    const s = battle({ 'p1-u1-g0-0': [30, 20], 'p1-u1-g1-0': [31, 20], 'p1-u1-g2-0': [32, 20], 'p1-u2-g2-0': [40, 20], 'p2-u1-g0-0': [30, 30], 'p2-u1-g0-1': [31, 30], 'p2-u1-g0-2': [40, 25] }, 'Shooting', 0);
    for (const unit of ['p1-u1', 'p1-u2']) {
      const a: GameAction = { type: 'shoot', player: 0, unit, target: 'p2-u1' };
      const preview = previewAttack(s, a)!;
      expect(preview.note).not.toMatch(/scatter/i);
      expect(preview.includesScatter).toBeUndefined();
      // The chart is chainedShots' exact one over the weapons that fire (what the preview gave before scatter was reckoned).
      const d = draftView(s);
      const shooter = d.ruleset.units.find((u) => u.id === unit)!;
      const target = d.ruleset.units.find((u) => u.id === 'p2-u1')!;
      const shots = unitOnTable(d, unit).flatMap((m) => rangedWeapons(d, m).map((w) => weaponShot(d, boardOf(s), shooter, m, w, target, false)).filter((x) => x !== null));
      expect(shots.length).toBeGreaterThan(0);
      const before = chainedShots(shots.map((x) => ({ attack: x.attack, target: { ...x.stats, hp: x.targetModel.maxWounds } })), 3);
      expect(preview.slain).toEqual(before.slain);
      expect(preview.meanDamage).toBe(before.meanDamage);
    }
    const flame = previewAttack(s, { type: 'shoot', player: 0, unit: 'p1-u2', target: 'p2-u1' })!;
    expect(flame.note).toMatch(/Blast and Flame weapons are reckoned as one hit per shot that hits/);
  });
});
