// What the computer opponent knows of HamWarmer (engine/rulesets/hamwarmer/ai.ts): the fight reckoning (fightPreview.ts)
// against hand-computed means, the rule it follows for units held in combat ("units attempting to Fall Back must be
// selected before any other units"), and the objectives counted as the round's scoring counts them.
import { describe, expect, it } from 'vitest';
import { chooseAction, legalActions } from '../../../../engine/index';
import { HAMWARMER_AI } from '../../../../engine/rulesets/hamwarmer/ai';
import { chargeOutlook, expectedFightWounds, meleeExchange, p2d6AtLeast } from '../../../../engine/rulesets/hamwarmer/game/fightPreview';
import { battle } from './helpers';
import { draftView } from '../../../../engine/game/draftView';
import { GENERIC_WEIGHTS, genericEvaluate } from '../../../../engine/ai/knowledge';

// A Trooper (WS4, A1, S3, no melee weapon: S3, AP 0, D1) against a Stalker (T4, Sv4): hits on 4+ (1/2), wounds S3 v T4 on
// 5+ (1/3), the Stalker saves on 4+ (1/2): 1/12 of a wound. A Stalker (WS3, A3, Claws: S as the user's 5, AP -1, D1)
// against a Trooper (T3, Sv5): hits on 3+ (2/3), wounds S5 v T3 on 2+ (5/6), the save 5+ made 6+ by AP -1 fails 5/6:
// 3 x 2/3 x 5/6 x 5/6 = 50/36.
const TROOPER_ON_STALKER = 1 / 12;
const STALKER_ON_TROOPERS = 50 / 36;

describe('expectedFightWounds and meleeExchange', () => {
  const twoTroopersAndAStalker = (stalkerY: number) =>
    battle({ 'p1-u1-g1-0': [10, 10], 'p1-u1-g1-1': [11, 10], 'p2-u3-g0-0': [10.5, stalkerY] }, 'Movement', 0);
  it('two Troopers and a Stalker within 1": each side\'s mean by hand', () => {
    const s = twoTroopersAndAStalker(11.75);
    const troopers = s.models.filter((m) => m.onTable && m.unit === 'p1-u1');
    const stalkers = s.models.filter((m) => m.onTable && m.unit === 'p2-u3');
    const d = draftView(s);
    expect(expectedFightWounds(d, troopers, stalkers)).toBeCloseTo(2 * TROOPER_ON_STALKER, 9);
    expect(expectedFightWounds(d, stalkers, troopers)).toBeCloseTo(STALKER_ON_TROOPERS, 9);
    expect(meleeExchange(s, 0)).toBeCloseTo(2 * TROOPER_ON_STALKER - STALKER_ON_TROOPERS, 9);
    expect(meleeExchange(s, 1)).toBeCloseTo(STALKER_ON_TROOPERS - 2 * TROOPER_ON_STALKER, 9);
  });
  it('no more than the wounds the target has left: one Trooper (1 HP) takes at most 1', () => {
    const s = battle({ 'p1-u1-g1-0': [10, 10], 'p2-u3-g0-0': [10, 11.6], 'p2-u3-g0-1': [11.6, 10], 'p2-u3-g0-2': [8.4, 10] }, 'Movement', 0);
    const trooper = s.models.filter((m) => m.onTable && m.unit === 'p1-u1');
    const stalkers = s.models.filter((m) => m.onTable && m.unit === 'p2-u3');
    expect(3 * STALKER_ON_TROOPERS).toBeGreaterThan(1);
    expect(expectedFightWounds(draftView(s), stalkers, trooper)).toBe(1);
  });
  it('units not within 1" of each other are not in combat: no exchange', () => {
    // The Stalker (radius 0.79") and the nearer Trooper (0.49"): centres 2.35" apart at y 12.3, edges 1.07"; at 11.75, 0.57".
    expect(meleeExchange(twoTroopersAndAStalker(12.3), 0)).toBe(0);
    expect(meleeExchange(twoTroopersAndAStalker(11.75), 0)).not.toBe(0);
  });
});

describe('the AI decides a unit held in combat first (Fall Back or hold)', () => {
  // The Carrier (a 4.5" x 3.2" hull) with a Ghoul 0.5" from its side; Line Squad Alpha free to move.
  const s = battle({ 'p1-u4-g0-0': [30, 18], 'p2-u1-g0-0': [30, 20.6], 'p1-u1-g0-0': [10, 8], 'p1-u1-g1-0': [11, 8] }, 'Movement', 0);
  it('the offers hold other units\' moves; the AI weighs only the Carrier\'s Fall Backs and hold, and picks one', () => {
    const offered = legalActions(s);
    expect(offered.some((a) => a.unit === 'p1-u1' && a.type === 'move')).toBe(true);
    expect(offered.some((a) => a.unit === 'p1-u4' && a.type === 'fall-back')).toBe(true);
    const first = HAMWARMER_AI.decideFirst!(s, offered)!;
    expect(first.length).toBeGreaterThan(1);
    expect(first.every((a) => a.unit === 'p1-u4' && (a.type === 'fall-back' || a.type === 'hold'))).toBe(true);
    expect(chooseAction(s, { level: 'normal' }).action.unit).toBe('p1-u4');
  });
  it('with no unit that may fall back, nothing is put first', () => {
    const free = battle({ 'p1-u4-g0-0': [30, 10], 'p2-u1-g0-0': [30, 30], 'p1-u1-g0-0': [10, 8] }, 'Movement', 0);
    expect(HAMWARMER_AI.decideFirst!(free, legalActions(free))).toBeNull();
  });
});

describe('the objectives as the round\'s scoring counts them ("within 3"", edge to edge)', () => {
  it('a Trooper 3.7" from the left marker\'s centre (its 25 mm base 3.21" off) holds it for the generic reading only', () => {
    const s = battle({ 'p1-u1-g1-0': [12, 22 - 3.7], 'p2-u1-g0-0': [40, 40] }, 'Movement', 0);
    expect(HAMWARMER_AI.objectivePoints!(s)).toEqual([0, 0]);
    const count = HAMWARMER_AI.objectivePoints!;
    expect(genericEvaluate(s, 0) - genericEvaluate(s, 0, count)).toBeCloseTo(GENERIC_WEIGHTS.objectiveHeld, 9);
    // 3.4" off the centre, 2.91" edge to edge: held by both readings.
    const near = battle({ 'p1-u1-g1-0': [12, 22 - 3.4], 'p2-u1-g0-0': [40, 40] }, 'Movement', 0);
    expect(HAMWARMER_AI.objectivePoints!(near)).toEqual([1, 0]);
    expect(genericEvaluate(near, 0) - genericEvaluate(near, 0, count)).toBeCloseTo(0, 9);
  });
});

describe('chargeOutlook: the charges to come, which hard weighs (hardChargeThreat)', () => {
  it('P(2d6 >= k) against the 36 faces counted by hand', () => {
    expect([1, 2, 3, 6, 7, 8, 12, 13].map(p2d6AtLeast)).toEqual([1, 1, 35 / 36, 26 / 36, 21 / 36, 15 / 36, 1 / 36, 0]);
  });
  it('two Troopers (M6) and three Stalkers (M8) 14.5" apart: the Stalkers reach with 2d6 >= 6 (14.5 - 8 - 1), 26/36, and win the fight before the Troopers strike', () => {
    const r25 = 25 / 25.4 / 2;
    const r40 = 40 / 25.4 / 2;
    const y = 10 + 14.5 + r25 + r40;
    const s = battle({ 'p1-u1-g1-0': [10, 10], 'p1-u1-g1-1': [11, 10], 'p2-u3-g0-0': [10, y], 'p2-u3-g0-1': [11.8, y], 'p2-u3-g0-2': [13.6, y] }, 'Movement', 0);
    // Every model fights, the charger first ("units that charged this turn" fight before the others): the Stalkers 3 x
    // 50/36, no more than the Troopers' 2 wounds, so no Trooper is left to strike back.
    const stalkersWin = 2;
    expect(chargeOutlook(s, 1)).toBeCloseTo((26 / 36) * stalkersWin, 9);
    // The Troopers' own charge loses the fight, so they have none worth making; the Stalkers' is their danger.
    expect(chargeOutlook(s, 0)).toBeCloseTo(-(26 / 36) * stalkersWin, 9);
    expect(HAMWARMER_AI.hardEvaluate!(s, 0) - HAMWARMER_AI.evaluate(s, 0)).toBeCloseTo(HAMWARMER_AI.weights.hardChargeThreat! * chargeOutlook(s, 0), 9);
  });
  it('"units that charged this turn" fight first: five Troopers charged by three Stalkers strike back with the share of their wounds the Stalkers leave them', () => {
    const r25 = 25 / 25.4 / 2;
    const r40 = 40 / 25.4 / 2;
    const y = 10 + 14.5 + r25 + r40;
    const troopers = Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`p1-u1-g1-${i}`, [10 + i, 10] as [number, number]]));
    const s = battle({ ...troopers, 'p2-u3-g0-0': [10, y], 'p2-u3-g0-1': [11.8, y], 'p2-u3-g0-2': [13.6, y] }, 'Movement', 0);
    // The Stalkers deal 3 x 50/36 of the Troopers' 5 wounds first; the 5 x 1/12 back is cut to what is left standing.
    const dealt = 3 * STALKER_ON_TROOPERS;
    const back = 5 * TROOPER_ON_STALKER * (1 - dealt / 5);
    expect(chargeOutlook(s, 1)).toBeCloseTo((26 / 36) * (dealt - back), 9);
    expect(chargeOutlook(s, 0)).toBeCloseTo(-(26 / 36) * (dealt - back), 9);
  });
  it('units already in combat are left to meleeExchange; units beyond Move + 12" are no threat', () => {
    const locked = battle({ 'p1-u1-g1-0': [10, 10], 'p2-u3-g0-0': [10, 11.5] }, 'Movement', 0);
    expect(chargeOutlook(locked, 0)).toBe(0);
    const far = battle({ 'p1-u1-g1-0': [10, 10], 'p2-u3-g0-0': [10, 10 + 21.5 + 25 / 25.4 / 2 + 40 / 25.4 / 2] }, 'Movement', 0);
    expect(chargeOutlook(far, 0)).toBe(0);
  });
});
