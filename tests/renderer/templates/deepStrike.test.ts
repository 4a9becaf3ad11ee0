// Deep strike from the Template tool: the engine's placement applied as one undoable edit, mishaps reported.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDice, scriptedDice, type LayoutModel } from '../../../engine/index';
import { applyPlacements, runDeepStrike } from '../../../renderer/src/templates/deepStrikeOps';
import { initialTemplateState } from '../../../renderer/src/templates/templateMachine';
import { templateActions, useTemplate } from '../../../renderer/src/templates/templateStore';
import { useDice } from '../../../renderer/src/dice/diceStore';
import { emptyLayout, useApp } from '../../../renderer/src/store/app';

const model = (id: string, unit: string, side: number, x: number, y: number): LayoutModel => ({
  id, unit, side, base: { kind: 'round', diameterMm: 32 }, x, y, z: 0, facingDeg: 90, heightIn: 1.6,
});
const layout = { ...emptyLayout(), models: [model('a1', 'a', 1, 5, 5), model('a2', 'a', 1, 7, 5), model('a3', 'a', 1, 9, 5), model('e1', 'e', 2, 40, 30)] };

describe('deep strike in the sandbox', () => {
  it('lands the first model at the scattered point and rings the rest in base contact', () => {
    const r = runDeepStrike(layout, 'a', 20, 20, scriptedDice([2, 3, 4], [0]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const next = applyPlacements(layout, r.placements);
    const a1 = next.models.find((m) => m.id === 'a1')!;
    expect(a1.x).toBeCloseTo(27, 9);
    expect(a1.y).toBeCloseTo(20, 9);
    const a2 = next.models.find((m) => m.id === 'a2')!;
    expect(Math.hypot(a2.x - a1.x, a2.y - a1.y)).toBeCloseTo(32 / 25.4, 3);
    expect(next.models.find((m) => m.id === 'e1')).toEqual(layout.models[3]);
  });

  it('reports a mishap near the enemy, and refuses a target within 1" of one', () => {
    const near = runDeepStrike(layout, 'a', 36, 30, scriptedDice([1, 1, 1], [0]));
    expect(near.ok && near.mishaps.some((m) => m.reason === 'near-enemy')).toBe(true);
    const refused = runDeepStrike(layout, 'a', 40, 31.5, scriptedDice([]));
    expect(refused.ok).toBe(false);
  });

  beforeEach(() => {
    useApp.getState().replaceDocument(layout, { path: null, name: 'x' });
    useTemplate.setState({ ...initialTemplateState, deepStrikeUnit: null, deepStrike: null });
    useDice.getState().setSeed(5);
  });

  it('is one undo step, with the scatter in the dice log', () => {
    templateActions.setDeepStrikeUnit('a');
    templateActions.click(20, 20);
    const sc = createDice(5).scatter('2d6');
    const a1 = useApp.getState().history.present.models.find((m) => m.id === 'a1')!;
    expect(a1.x).toBeCloseTo(20 + sc.dx, 9);
    expect(a1.y).toBeCloseTo(20 + sc.dy, 9);
    expect(useTemplate.getState().deepStrike!.placed).toBe(3);
    expect(useDice.getState().log.at(-1)!.text).toMatch(/^Scatter die for Deep Strike: unit a/);
    useApp.getState().undo();
    expect(useApp.getState().history.present.models).toEqual(layout.models);
    expect(templateActions.escape()).toBe(true);
    expect(useTemplate.getState().deepStrikeUnit).toBeNull();
  });
});
