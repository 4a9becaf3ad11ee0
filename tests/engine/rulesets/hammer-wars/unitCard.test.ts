// Hammer Wars' unit card (issue 23 item 5): the printed card of the model in the book's words, and its state now.
import { describe, expect, it } from 'vitest';
import { unitCard } from '../../../../engine/index';
import { inCombat } from './helpers';

describe('Hammer Wars unit card', () => {
  it('the Support Specialist: Move, Lives, Armor, Range and cost as printed; its starred line explained; in contact', () => {
    // A 40 mm base (0.787" radius) and a 25 mm one (0.492"): 1.28" apart, their edges touch (0.001").
    const s = inCombat({ 'p1-support-specialist-1': [10, 10], 'p2-assault-infantry-1': [10, 11.28], 'p2-assault-infantry-2': [30, 30] });
    const me = s.models.find((m) => m.id === 'p1-support-specialist-1')!;
    const card = unitCard(s, me.unit)!;
    // "Support Specialist 2pts / Move: 4" Lives: 1 Armor: Light Range: 16" / Dice: 1* Light: 4+ Medium: 5+ Heavy: 5+"
    expect(card.stats.map((x) => `${x.label} ${x.value}`)).toEqual(['Move 4"', 'Lives 1 of 1', 'Armor Light', 'Range 16"', 'Cost 2pts']);
    expect(card.weapons).toEqual([{ name: 'Attack line 1', range: '16"', profile: 'Dice 1*: Light 4+, Medium 5+, Heavy 5+ (*: one more attack on each enemy unit within 2" of the target)' }]);
    expect(card.rules).toEqual(['Specialist']);
    expect(card.status).toEqual(['in base contact with an enemy']);
    expect(unitCard(s, s.models.find((m) => m.id === 'p2-assault-infantry-2')!.unit)!.status).toEqual([]);
  });

  it('a hero\'s cost carries its XP; a model in the pool says so', () => {
    const s = inCombat({ 'p1-support-specialist-1': [10, 10] });
    const hero = s.models.find((m) => m.id === 'p2-assault-hero-1');
    expect(hero, 'an Assault Hero in the sample army').toBeDefined();
    const card = unitCard(s, hero!.unit)!;
    expect(card.stats.find((x) => x.label === 'Cost')!.value).toBe('3pts + 1xp');
    expect(card.rules).toEqual(['Hero', 'Hit & Run']);
    expect(card.status).toContain('in the pool (not on the table)');
  });
});
