// Nuceria's unit card (issue 23 item 5): the sheet read from the sample army files (Movement, Toughness, save, Invulnerable
// Save, Wounds; weapons with attacks, Power, AP, Damage, Cooldown and abilities), the warlord, and the state now (in reserves,
// in melee range, a weapon cooling down).
import { describe, expect, it } from 'vitest';
import { createGame, sampleGameSetup, unitCard, type GameState } from '../../../../engine/index';
import type { NuState } from '../../../../engine/rulesets/nuceria/game/state';
import { validateNuceriaArmy } from '../../../../engine/rulesets/nuceria/game/army';
import vanguardFile from '../../../../assets/armies/nuceria/vanguard-cohort.army.json';

// The sample file, read (and typed, its defaults filled in) as the game reads it.
const vanguard = validateNuceriaArmy(vanguardFile, 'vanguard-cohort');

// Seed 0: the Vanguard Cohort is player 1 (the sample's order).
const start = () => createGame(sampleGameSetup('nuceria', 0)) as GameState<NuState>;

describe('Nuceria unit card', () => {
  it('every Vanguard unit: its sheet as the file writes it; the warlord says so', () => {
    const s = start();
    vanguard.units.forEach((file, i) => {
      const card = unitCard(s, `p1-u${i}`)!;
      const inv = file.invulnerable ? [`Invulnerable ${file.invulnerable}+`] : [];
      expect(card.stats.map((x) => `${x.label} ${x.value}`)).toEqual([`Movement ${file.movementIn}"`, `Toughness ${file.toughness}`, `Save ${file.save === null ? '-' : `${file.save}+`}`, ...inv, `Wounds ${file.wounds}`]);
      expect(card.weapons.map((w) => w.name)).toEqual(file.weapons.map((w) => w.name));
      file.weapons.forEach((w, k) => {
        const line = card.weapons[k]!;
        expect(line.range).toBe(w.type === 'melee' ? `Melee (${w.rangeIn}")` : `${w.rangeIn}"`);
        expect(line.profile).toContain(`Power ${w.power}, AP ${w.ap}, Damage ${w.damage}`);
        expect(line.profile.startsWith(`${w.attacks} attack`)).toBe(true);
        if (w.type === 'ranged') expect(line.profile).toContain(`Cooldown ${w.cooldown}`);
        for (const ab of w.abilities) expect(line.profile).toContain(ab);
      });
      expect(card.rules!.slice(0, file.keywords.length)).toEqual(file.keywords);
      expect(card.rules!.includes('Warlord (must remain on board until destroyed)')).toBe(file.name === vanguard.warlord && vanguard.units.findIndex((u) => u.name === vanguard.warlord) === i);
      expect(card.rules!.includes('starts in reserves')).toBe(file.reserves);
      expect(card.modelsTotal).toBe(file.models);
    });
  });

  it('in reserves, in melee range, a weapon cooling down', () => {
    const g = start();
    const tank = vanguard.units.findIndex((u) => u.weapons.some((w) => w.cooldown > 0));
    const cannon = vanguard.units[tank]!.weapons.find((w) => w.cooldown > 0)!;
    const tankModel = g.models.find((m) => m.unit === `p1-u${tank}`)!;
    const enemy = g.models.find((m) => m.player === 1 && m.unit === 'p2-u0')!;
    const models = g.models.map((m) => (m.id === tankModel.id ? { ...m, onTable: true, x: 20, y: 20 } : m.id === enemy.id ? { ...m, onTable: true, x: 20, y: 23.2 } : { ...m, onTable: false }));
    const units = g.ruleset.units.map((u) => (u.id === 'p1-u2' ? { ...u, reserves: true } : u));
    const s: GameState<NuState> = { ...g, models, ruleset: { ...g.ruleset, step: 'battle', units, turnsTaken: [3, 3], readyAt: { [`p1-u${tank}|${cannon.name}`]: 5 } } };
    const status = unitCard(s, `p1-u${tank}`)!.status;
    expect(status).toContain('in melee range of an enemy unit');
    expect(status).toContain(`${cannon.name} cooling down: ready after 2 more of your turns`);
    expect(unitCard(s, 'p1-u2')!.status).toEqual(['in reserves']);
    // Out of melee range and the cooldown run out: neither is said.
    const later: GameState<NuState> = { ...s, models: s.models.map((m) => (m.id === enemy.id ? { ...m, y: 40 } : m)), ruleset: { ...s.ruleset, turnsTaken: [5, 5] } };
    expect(unitCard(later, `p1-u${tank}`)!.status).toEqual([]);
  });
});
