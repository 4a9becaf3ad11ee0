// Cover verdicts of each ruleset on the analytic wall scenes and on hand-made LOS results.
import { describe, expect, it } from 'vitest';
import { mmToIn } from '../../../engine/bases';
import { lineOfSight } from '../../../engine/los/lineOfSight';
import type { LosResult } from '../../../engine/los/types';
import { coverVerdict, rulesetLosOptions } from '../../../engine/rulesets/index';
import { area, layoutOf, model, solids, wallAlongY } from '../los/fixtures';

const R = mmToIn(32) / 2;
const lowWall = (share: number) =>
  layoutOf([model('a', 10, 22), model('b', 40, 22)], [{ ...solids('w', [wallAlongY(40 - R - 0.1, 20, 24, 0, 1.5 * share)]), name: 'Low wall' }]);

/** A LOS result whose rays are `terrain` parts hidden by piece 0 and the rest clear, equal weights. */
function fakeLos(hidden: number, of: number): LosResult {
  const terrainIndex = new Int32Array(of).fill(-1);
  const blockerKind = new Uint8Array(of);
  for (let i = 0; i < hidden; i++) {
    terrainIndex[i] = 0;
    blockerKind[i] = 1;
  }
  return {
    observerId: 'a', targetId: 'b', visible: hidden < of, visibleFraction: 1 - hidden / of,
    concealedByTerrain: hidden / of, concealedByModels: 0,
    rays: { count: of, eye: [0, 0, 0], ends: new Float32Array(3 * of), hits: new Float32Array(3 * of), blockerKind, blockerIndex: terrainIndex, terrainIndex, weights: new Float32Array(of).fill(1 / of) },
  };
}

describe('coverVerdict', () => {
  it('60% of the height behind a touching wall: in cover under HamWarmer, full cover under Nuceria', () => {
    const l = lowWall(0.6);
    const los = lineOfSight(l, 'a', 'b', rulesetLosOptions('hamwarmer'));
    const hw = coverVerdict('hamwarmer', los, l);
    expect(hw).toMatchObject({ inCover: true, tier: 'full', fromDefault: false });
    expect(hw.effect).toMatchObject({ hitModifier: -1, saveModifier: 1 });
    expect(hw.reason).toMatch(/^60% hidden by terrain \(Low wall\)\. In cover under HamWarmer 24\.5/);
    expect(coverVerdict('nuceria', los, l)).toMatchObject({ inCover: true, tier: 'full', effect: { saveModifier: 2 } });
    expect(coverVerdict('hammer-wars', los, l)).toMatchObject({ inCover: true, effect: { hitModifier: -1 } });
  });

  it('40%: not in cover under HamWarmer, half cover under Nuceria', () => {
    const l = lowWall(0.4);
    const los = lineOfSight(l, 'a', 'b');
    expect(coverVerdict('hamwarmer', los, l)).toMatchObject({ inCover: false, tier: 'none', effect: { hitModifier: 0 } });
    expect(coverVerdict('hamwarmer', los, l).reason).toContain('Not in cover under HamWarmer 24.5 (needs more than 50%)');
    expect(coverVerdict('nuceria', los, l)).toMatchObject({ inCover: true, tier: 'half', effect: { saveModifier: 1 } });
  });

  it('an unseen target is hidden and cannot be targeted', () => {
    const l = lowWall(4);
    const los = lineOfSight(l, 'a', 'b');
    for (const id of ['hamwarmer', 'nuceria', 'hammer-wars', 'althammer'])
      expect(coverVerdict(id, los, l)).toMatchObject({ inCover: false, tier: 'hidden' });
  });

  it('an open target: no cover anywhere', () => {
    const l = layoutOf([model('a', 10, 22), model('b', 40, 22)]);
    const los = lineOfSight(l, 'a', 'b');
    for (const id of ['hamwarmer', 'nuceria', 'hammer-wars', 'althammer', 'reglas-basicas'])
      expect(coverVerdict(id, los, l)).toMatchObject({ inCover: false, tier: 'none' });
  });

  it('Hammer Wars: half the base inside a cover-area footprint is cover; a sliver obscured by terrain is too', () => {
    // Footprint edge through the target's centre: exactly half of the base inside.
    const half = layoutOf([model('a', 10, 22), model('b', 40, 22)], [area('woods', [[40, 10], [50, 10], [50, 30], [40, 30]], ['cover-area'])]);
    expect(coverVerdict('hammer-wars', lineOfSight(half, 'a', 'b'), half)).toMatchObject({ inCover: true, tier: 'full' });
    const less = layoutOf([model('a', 10, 22), model('b', 40, 22)], [area('woods', [[40.2, 10], [50, 10], [50, 30], [40.2, 30]], ['cover-area'])]);
    expect(coverVerdict('hammer-wars', lineOfSight(less, 'a', 'b'), less).inCover).toBe(false);
    const l = lowWall(0.1);
    const v = coverVerdict('hammer-wars', lineOfSight(l, 'a', 'b'), l);
    expect(v.inCover).toBe(true);
    expect(v.reason).toContain('partly obscured by Low wall');
    expect(coverVerdict('hamwarmer', lineOfSight(l, 'a', 'b'), l).inCover).toBe(false);
  });

  it('Nuceria: exactly half obscured takes the named default (half); only obscuring terrain counts', () => {
    const l = layoutOf([model('a', 10, 22), model('b', 40, 22)], [solids('w', [], ['obscuring'])]);
    const v = coverVerdict('nuceria', fakeLos(8, 16), l);
    expect(v.tier).toBe('half');
    expect(v.reason).toContain('Exactly half');
    expect(coverVerdict('nuceria', fakeLos(9, 16), l).tier).toBe('full');
    const notObscuring = layoutOf(l.models, [solids('crater', [], ['environmental'])]);
    expect(coverVerdict('nuceria', fakeLos(12, 16), notObscuring).tier).toBe('none');
  });

  it('AltHammer and Reglas basicas say nothing: their verdicts are marked as Sightline defaults', () => {
    const l = lowWall(0.6);
    const los = lineOfSight(l, 'a', 'b');
    for (const id of ['althammer', 'reglas-basicas']) {
      const v = coverVerdict(id, los, l);
      expect(v).toMatchObject({ fromDefault: true, inCover: true });
      // Issue 16, defect 4: the ruling said "In cover under AltHammer" and then "AltHammer gives no cover effect".
      const name = id === 'althammer' ? 'AltHammer' : 'Reglas básicas';
      expect(v.reason).toMatch(new RegExp(`^${name} has no cover rule\\. \\d+% hidden by terrain.* Sightline's named default "cover" \\(more than half hidden by terrain\\) says: in cover\\.$`));
      expect(v.reason).not.toMatch(/under (AltHammer|Reglas)/);
      expect(v.effect.text).toMatch(/^none: .* gives no cover modifier \(Sightline default "cover\.effect"\)/);
    }
  });
});
