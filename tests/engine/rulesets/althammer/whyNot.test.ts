// AltHammer's why-not on the active unit's card (issue 23 item 6): "AltHammer offering Advance after the unit moved
// should say what it will and will not give".
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, greedyBotAction, sampleGameSetup, unitCard, type GameState } from '../../../../engine/index';
import type { AhActionKind } from '../../../../engine/rulesets/althammer/game/rules';
import type { AhState } from '../../../../engine/rulesets/althammer/game/state';

/** The greedy bot's game until a unit has just been activated (nothing taken yet). */
function activated(): GameState<AhState> {
  let s = createGame(sampleGameSetup('althammer', 3)) as GameState<AhState>;
  for (let i = 0; i < 400 && !s.result; i++) {
    if (s.ruleset.active && s.ruleset.active.taken.length === 0) return s;
    s = applyAction(s, greedyBotAction(s).action) as GameState<AhState>;
  }
  throw new Error('no activation');
}

const withTaken = (s: GameState<AhState>, taken: AhActionKind[]): GameState<AhState> => ({ ...s, ruleset: { ...s.ruleset, active: { ...s.ruleset.active!, taken } } });

describe('AltHammer why not', () => {
  it('a unit just activated: the Advance says what it costs; nothing else is closed', () => {
    const s = activated();
    const card = unitCard(s, s.ruleset.active!.unit)!;
    expect(card.notNow).toEqual([{ what: 'Advance', why: 'It moves the unit farther than a Move, but "A unit may not Magik, Shoot, or Charge in an Activation in which it also Advances".' }]);
  });

  it('after an Advance: Shoot and Charge are closed with the rule, and the Advance itself is taken', () => {
    const s = withTaken(activated(), ['advance']);
    const why = unitCard(s, s.ruleset.active!.unit)!.notNow;
    expect(why.find((x) => x.what === 'Shoot')?.why).toBe('"A unit may not Magik, Shoot, or Charge in an Activation in which it also Advances".');
    expect(why.find((x) => x.what === 'Charge')?.why).toBe('"A unit may not Magik, Shoot, or Charge in an Activation in which it also Advances".');
    expect(why.find((x) => x.what === 'Advance')?.why).toMatch(/already taken the advance action/);
    expect(why.some((x) => x.what === 'Move')).toBe(false);
  });

  it('after two actions every action is closed ("up to two"); a unit that is not active has no why-not', () => {
    const s = withTaken(activated(), ['move', 'shoot']);
    const active = s.ruleset.active!.unit;
    const why = unitCard(s, active)!.notNow;
    expect(why.filter((x) => x.what === 'Fight')[0]?.why).toMatch(/"up to two" actions/);
    const other = s.ruleset.units.find((u) => u.id !== active && u.player === s.toAct)!;
    expect(unitCard(s, other.id)?.notNow ?? []).toEqual([]);
  });
});
