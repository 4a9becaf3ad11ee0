// One seed, one story: the same seed gives the same scatters and template outcomes; a restored state continues it.
import { describe, expect, it } from 'vitest';
import { createDice, diceFromState, type Dice } from '../../../engine/dice';
import type { Template, TemplateTarget } from '../../../engine/templates';
import { templateHits } from '../../../engine/rulesets/index';

const models: TemplateTarget[] = Array.from({ length: 30 }, (_, i) => ({
  id: `m${i}`, unit: i < 15 ? 'a' : 'b', side: i < 15 ? 1 : 2, base: { kind: 'round', diameterMm: 32 }, x: 20 + (i % 6) * 1.4, y: 15 + Math.floor(i / 6) * 1.4,
}));

function volley(dice: Dice, shots: number) {
  return Array.from({ length: shots }, () => {
    const s = dice.scatter('2d6', 'frag missile');
    const t: Template = { kind: 'large-blast', x: 23 + s.dx, y: 18 + s.dy };
    const hits = templateHits(t, models, { firingSide: 3 });
    const rolls = hits.filter((h) => h.outcome === 'roll').map((h) => [h.modelId, dice.roll('d6', `blast on ${h.modelId}`).total]);
    return { s, hits: hits.map((h) => h.outcome), rolls };
  });
}

describe('replay', () => {
  it('same seed, same scatters, outcomes and rolls', () => {
    const a = volley(createDice(777), 12);
    expect(volley(createDice(777), 12)).toEqual(a);
    expect(volley(createDice(778), 12)).not.toEqual(a);
    expect(a.some((v) => v.rolls.length > 0)).toBe(true);
  });

  it('a state saved mid-volley restores to the same continuation', () => {
    const d = createDice(31);
    volley(d, 3);
    const saved = JSON.stringify(d.saveState());
    const rest = volley(d, 5);
    expect(volley(diceFromState(JSON.parse(saved)), 5)).toEqual(rest);
  });
});
