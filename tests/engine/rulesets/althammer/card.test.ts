// AltHammer's unit card (issue 23 item 5): the profile, weapons and keywords read from the sample army files, and the
// unit's state now (not deployed, activated with the actions taken, within 1" of an enemy).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, greedyBotAction, sampleGameSetup, unitCard, type GameState } from '../../../../engine/index';
import type { AhState } from '../../../../engine/rulesets/althammer/game/state';
import { validateAltHammerArmy } from '../../../../engine/rulesets/althammer/game/army';
import { weaponModes } from '../../../../engine/rulesets/shared/attacks/profile';
import ironCompanyFile from '../../../../assets/armies/althammer/iron-company.army.json';
import emberCultFile from '../../../../assets/armies/althammer/ember-cult.army.json';

// The sample files, read (and typed) as the game reads them.
const ironCompany = validateAltHammerArmy(ironCompanyFile, 'iron-company');
const emberCult = validateAltHammerArmy(emberCultFile, 'ember-cult');

// Seed 0: Iron Company is player 1, Ember Cult player 2 (the sample's order).
const start = () => createGame(sampleGameSetup('althammer', 0)) as GameState<AhState>;
const unitOf = (s: GameState<AhState>, player: number, name: string) => s.ruleset.units.find((u) => u.player === player && u.name === name)!;
const plus = (v: number | null) => (v === null ? '-' : `${v}+`);

/** The greedy bot's game until `until` holds. */
function playUntil(until: (s: GameState<AhState>) => boolean): GameState<AhState> {
  let s = start();
  for (let i = 0; i < 600 && !s.result; i++) {
    if (until(s)) return s;
    s = applyAction(s, greedyBotAction(s).action) as GameState<AhState>;
  }
  throw new Error('never reached');
}

describe('AltHammer unit card', () => {
  it('the Pyre Witch: the file\'s profile with its invulnerable save and Mind, both weapons, +Character+ +Psychic+ +Warlord+', () => {
    const s = start();
    const file = emberCult.units.find((u) => u.name === emberCult.warlord)!;
    const p = file.models[0]!.profile;
    const card = unitCard(s, unitOf(s, 1, file.name).id, (u) => s.ruleset.units.find((x) => x.id === u)!.name)!;
    expect(card.name).toBe(file.name);
    expect(card.stats.map((x) => `${x.label} ${x.value}`)).toEqual([
      `M ${p.M}"`, `WS ${plus(p.WS)}`, `BS ${plus(p.BS)}`, `S ${p.S}`, `T ${p.T}`, `HP ${p.HP}`, `A ${p.A}`, `Ld ${p.Ld}`, `Sv ${plus(p.Sv)}`, `Inv ${p.invulnerable}+`, `Mind +${p.Mind!}`,
    ]);
    const weapons = file.models[0]!.weapons.flatMap((n) => weaponModes(emberCult.weapons.find((w) => w.name === n)!));
    expect(card.weapons.map((w) => [w.name, w.range])).toEqual(weapons.map((w) => [w.name, w.range === 'Melee' ? 'Melee' : `${w.range}"`]));
    const staff = weapons.find((w) => w.range === 'Melee')!;
    expect(card.weapons.find((w) => w.name === staff.name)!.profile).toBe(`S ${staff.S}, AP ${staff.AP}, D ${staff.D}`);
    expect(card.rules).toEqual([...file.keywords.map((k) => `+${k}+`), '+Warlord+', `${file.points} points`]);
    expect(card.status).toEqual(['not deployed yet']);
    expect(card.modelsTotal).toBe(1);
    expect(card.woundsTotal).toBe(p.HP);
  });

  it('a Line Squad of three model types: a row for each profile that differs, every weapon of the unit once', () => {
    const s = start();
    const i = ironCompany.units.findIndex((u) => u.models.length === 3);
    const file = ironCompany.units[i]!;
    const card = unitCard(s, `p1-u${i}`)!;
    const differing = file.models.filter((m, k) => file.models.findIndex((x) => JSON.stringify(x.profile) === JSON.stringify(m.profile)) === k);
    expect(card.groups?.length ?? 1).toBe(differing.length);
    // The largest group's profile comes first.
    const largest = file.models.reduce((a, b) => (b.count > a.count ? b : a));
    expect(card.stats.find((x) => x.label === 'Ld')!.value).toBe(String(largest.profile.Ld));
    expect(card.weapons.map((w) => w.name)).toEqual([...new Set(file.models.flatMap((m) => m.weapons))]);
    expect(card.rules).toEqual(['+Front Lines+', `${file.points} points`]);
    expect(card.modelsTotal).toBe(file.models.reduce((n, m) => n + m.count, 0));
  });

  it('the active unit says what it has taken; the unit it was says so on the next turn; within 1" of an enemy says so', () => {
    const s = playUntil((x) => !!x.ruleset.active && x.ruleset.active.taken.length === 1);
    const act = s.ruleset.active!;
    const words = { move: 'Move', advance: 'Advance', magik: 'Magik', shoot: 'Shoot', charge: 'Charge', fight: 'Fight' } as const;
    expect(unitCard(s, act.unit)!.status).toContain(`activated now: took ${words[act.taken[0]!]} (up to two)`);
    // Another unit of the same side: no activation words.
    const mate = s.ruleset.units.find((u) => u.player === s.toAct && u.id !== act.unit && s.models.some((m) => m.unit === u.id && m.onTable))!;
    expect(unitCard(s, mate.id)!.status.some((x) => x.startsWith('activated'))).toBe(false);
    // Its activation over, it was the last one its side activated: "not be Activated two turns in a row".
    const after: GameState<AhState> = { ...s, ruleset: { ...s.ruleset, active: null } };
    expect(unitCard(after, act.unit)!.status).toContain("activated on its side's last turn (not again on the next, unless it is the last unit left)");
    expect(unitCard(after, mate.id)!.status).toEqual([]);
    // Move an enemy model next to a model of the active unit: within 1".
    const mine = s.models.find((m) => m.unit === act.unit && m.onTable)!;
    const enemy = s.models.find((m) => m.player !== mine.player && m.onTable)!;
    const near: GameState<AhState> = { ...s, models: s.models.map((m) => (m.id === enemy.id ? { ...m, x: mine.x + 1.5, y: mine.y } : m)) };
    expect(unitCard(near, act.unit)!.status).toContain('within 1" of an enemy unit');
    expect(unitCard(s, act.unit)!.status).not.toContain('within 1" of an enemy unit');
  });
});
