// Issue 21 defect 7 in HamWarmer: the Ash Behemoth (a Monstrous Creature, fires "in its front arc") facing away from an
// enemy in range and in sight was offered the shot, and firing it spent the unit: "No weapon could fire".
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, previewAttack } from '../../../../engine/index';
import { illegalReason } from '../../game/play';
import { battle } from './helpers';

const BEHEMOTH = 'p2-u5-g0-0';

function behemothFacing(facingDeg: number) {
  // The Behemoth 10" north of a lone Line Squad trooper, in the open; player 2 shoots.
  const s = battle({ [BEHEMOTH]: [30, 30], 'p1-u1-g0-0': [30, 20] }, 'Shooting', 1);
  return { ...s, models: s.models.map((m) => (m.id === BEHEMOTH ? { ...m, facingDeg } : m)) };
}

describe('HamWarmer: shots no weapon can make', () => {
  it('facing away: no shoot is offered, and one asked for is refused with the front arc named, the unit not spent', () => {
    const s = behemothFacing(90);
    const shot = { type: 'shoot', player: 1 as const, unit: 'p2-u5', target: 'p1-u1' };
    expect(previewAttack(s, shot)!.lines).toEqual([]);
    expect(legalActions(s).filter((a) => a.type === 'shoot' && a.unit === 'p2-u5')).toEqual([]);
    expect(illegalReason(() => applyAction(s, shot))).toMatch(/No weapon of Ash Behemoth can fire at Line Squad Alpha: .*front arc/);
    // Still free to act: hold is open for it.
    expect(legalActions(s).some((a) => a.type === 'hold' && a.unit === 'p2-u5')).toBe(true);
  });
  it('facing the target: the shot is offered and fires', () => {
    const s = behemothFacing(270);
    const shot = legalActions(s).find((a) => a.type === 'shoot' && a.unit === 'p2-u5' && a.target === 'p1-u1');
    expect(shot).toBeDefined();
    const next = applyAction(s, shot!);
    expect(next.log.slice(s.log.length).some((l) => l.kind === 'roll')).toBe(true);
  });
  it('Heavy after moving: the Behemoth "may fire Heavy weapons after moving" (a Monstrous Creature), an Infantry unit may not', () => {
    const s = behemothFacing(270);
    const moved = { ...s, ruleset: { ...s.ruleset, units: s.ruleset.units.map((u) => (u.id === 'p2-u5' ? { ...u, movedRound: 1 } : u)) } };
    expect(legalActions(moved).some((a) => a.type === 'shoot' && a.unit === 'p2-u5')).toBe(true);
  });
});
