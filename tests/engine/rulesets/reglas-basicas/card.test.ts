// Reglas básicas' unit card (issue 23 item 5): the characteristics read from the sample army files, the loadout's changes as
// the attack rolls them, and the unit's state this turn (its move, WOUNDS kept until the Leadership phase, in combat).
import { describe, expect, it } from 'vitest';
import { createGame, sampleGameSetup, unitCard, type GameState } from '../../../../engine/index';
import type { RbState } from '../../../../engine/rulesets/reglas-basicas/game/state';
import { specialsOf } from '../../../../engine/rulesets/reglas-basicas/game/specials';
import fyreslayers from '../../../../assets/armies/reglas-basicas/fyreslayers.army.json';
import stormcast from '../../../../assets/armies/reglas-basicas/stormcast-seekers.army.json';

// Seed 0: the Fyreslayers are player 1, the Stormcast player 2 (the sample's order).
const start = () => createGame(sampleGameSetup('reglas-basicas', 0)) as GameState<RbState>;

describe('Reglas básicas unit card', () => {
  it('Vulkite Berzerkers: Size, Movement, Bravery, Armor, Health as written; Melee with the default loadout added; the Throwing Axes', () => {
    const s = start();
    const file = fyreslayers.units[0]!;
    const sp = specialsOf(file.name);
    const card = unitCard(s, 'p1-u0')!;
    expect(card.stats.map((x) => `${x.label} ${x.value}`)).toEqual([`Size ${file.size}`, `Movement ${file.movementIn}"`, `Bravery ${file.bravery}`, `Armor ${file.armor}`, `Health ${file.health}`]);
    expect(card.modelsTotal).toBe(file.size);
    const melee = card.weapons[0]!;
    expect(melee.name).toBe(`Melee (${sp.loadout})`);
    expect(melee.range).toBe(`${file.melee.rangeIn + sp.meleeRangeIn}"`);
    expect(melee.profile).toBe(
      `Damage ${file.melee.damage + sp.meleeDamage} (the leader ${file.leaderDamage! + sp.meleeDamage}), Precision ${file.melee.precision} (hits on ${file.melee.precision} or less), Pierce ${file.melee.pierce + sp.meleePierce}`,
    );
    // The default loadout (War-picks and Shields) adds Pierce: the card shows what the attack rolls.
    expect(sp.meleePierce).toBeGreaterThan(0);
    expect(card.weapons.map((w) => w.name)).toContain('Throwing Axes (once per battle, at the start of a Charge)');
    expect(card.rules).toContain(`Loadout: ${sp.loadout}`);
    expect(card.rules).toContain('hornblower: +2" Movement when Charging');
    expect(card.rules!.at(-1)).toBe(`${file.points} points`);
    expect(card.status).toEqual(['not deployed yet']);
  });

  it('the Hunters\' Ranged weapon; Evocators are a WIZARD with Empower', () => {
    const s = start();
    const hi = stormcast.units.findIndex((u) => 'ranged' in u && u.ranged);
    const hunters = stormcast.units[hi]!;
    const ranged = 'ranged' in hunters ? hunters.ranged! : null;
    const card = unitCard(s, `p2-u${hi}`)!;
    expect(card.weapons.find((w) => w.name === 'Ranged')).toEqual({ name: 'Ranged', range: `${ranged!.rangeIn}"`, profile: `Damage ${ranged!.damage}, Precision ${ranged!.precision} (hits on ${ranged!.precision} or less), Pierce ${ranged!.pierce}` });
    const ei = stormcast.units.findIndex((u) => u.name === 'Evocators');
    const evocators = unitCard(s, `p2-u${ei}`)!;
    expect(evocators.rules![0]).toBe('WIZARD');
    expect(evocators.rules!.some((r) => r.startsWith('WIZARD while it has 2 or more models: Empower'))).toBe(true);
  });

  it('this turn: Charging, the WOUNDS kept for the Leadership phase, in combat', () => {
    const g = start();
    const place = (id: string, x: number, y: number) => ({ onTable: true, x, y, id });
    const spots = new Map([['p1-u0-0', place('p1-u0-0', 20, 20)], ['p2-u0-0', place('p2-u0-0', 20, 21.4)]]);
    const models = g.models.map((m) => (spots.has(m.id) ? { ...m, ...spots.get(m.id)! } : { ...m, onTable: false }));
    const units = g.ruleset.units.map((u) => (u.id === 'p1-u0' ? { ...u, moved: 'charge' as const, pendingWounds: 3, slainThisTurn: 1 } : u));
    const s: GameState<RbState> = { ...g, phase: 'Melee', models, ruleset: { ...g.ruleset, step: 'battle', units } };
    expect(unitCard(s, 'p1-u0')!.status).toEqual(['in combat (within 1" of an enemy model)', 'Charging this turn', '3 WOUNDS to resolve in the Leadership phase', '1 slain this turn (Morale test in the Leadership phase)']);
    // The enemy: in combat, nothing else; a unit off the table in battle is gone.
    expect(unitCard(s, 'p2-u0')!.status).toEqual(['in combat (within 1" of an enemy model)']);
    expect(unitCard(s, 'p1-u1')!.status).toEqual(['slain or fled']);
  });
});
