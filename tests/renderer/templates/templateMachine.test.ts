// The Template tool without React: placing blasts, aiming a flame from a base, hits, the 4+ roll and scatter.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDice, scriptedDice, templateHits, type LayoutModel } from '../../../engine/index';
import * as m from '../../../renderer/src/templates/templateMachine';
import { currentHits, templateActions, useTemplate } from '../../../renderer/src/templates/templateStore';
import { useDice } from '../../../renderer/src/dice/diceStore';
import { emptyLayout, useApp } from '../../../renderer/src/store/app';

const R32 = 32 / 25.4 / 2;
const model = (id: string, x: number, y: number, side: number | string = 2, extra: Partial<LayoutModel> = {}): LayoutModel => ({
  id, unit: 'u1', side, base: { kind: 'round', diameterMm: 32 }, x, y, z: 0, facingDeg: 90, heightIn: 1.6, ...extra,
});
const squad = [model('m1', 20, 20), model('m2', 21.5, 20), model('m3', 23, 20), model('m4', 22.6, 21.8), model('m5', 30, 30)];

describe('placing blasts', () => {
  it('places a blast where the table is clicked, or over the centre of the model clicked', () => {
    const s = { ...m.initialTemplateState, kind: 'large-blast' as const };
    expect(m.click(s, squad, 10, 12).state.template).toEqual({ kind: 'large-blast', x: 10, y: 12 });
    expect(m.click(s, squad, 20.3, 20.2).state.template).toEqual({ kind: 'large-blast', x: 20, y: 20 });
    expect(m.click(s, squad, 20.3, 20.2, true).state.template).toEqual({ kind: 'large-blast', x: 20.3, y: 20.2 });
  });

  it('counts outcomes exactly as the engine does', () => {
    const t = { kind: 'large-blast' as const, x: 22.5, y: 20.4 };
    const hits = templateHits(t, squad);
    const sum = m.summarize(hits);
    expect(sum.auto).toBe(hits.filter((h) => h.outcome === 'auto').length);
    expect(sum.roll).toBe(hits.filter((h) => h.outcome === 'roll').length);
    expect(sum.auto).toBeGreaterThan(0);
    expect(sum.roll).toBeGreaterThan(0);
    const r = m.resolvePartials(hits, [4, 3, 6, 1].slice(0, sum.roll), 4, 9);
    expect(r.perModel.map((p) => p.modelId)).toEqual(m.partialTargets(hits));
    expect(r.rolledHits).toBe(r.perModel.filter((p) => p.face >= 4).length);
    expect(r.autoHits).toBe(sum.auto);
  });
});

describe('aiming a flame', () => {
  const s0 = { ...m.initialTemplateState, kind: 'flame' as const };

  it('asks for the firing model when the click misses every base', () => {
    const out = m.click(s0, squad, 5, 5);
    expect(out.error).toBe(true);
    expect(out.message).toMatch(/firing model/);
    expect(out.state.template).toBeNull();
  });

  it("puts the narrow end on the firing model's base edge, facing the pointer, and swings with it", () => {
    const a = m.click(s0, squad, 30.2, 30).state;
    expect(a.aimingFrom).toBe('m5');
    expect(a.firingSide).toBe(2);
    const b = m.move(a, squad, 30, 40);
    const t = b.template!;
    expect(t.kind).toBe('flame');
    if (t.kind !== 'flame') return;
    expect(t.headingDeg).toBeCloseTo(90, 9);
    expect(t.x).toBeCloseTo(30, 9);
    expect(t.y).toBeCloseTo(30 + R32, 9);
    const c = m.move(b, squad, 20, 30);
    expect((c.template as { headingDeg: number }).headingDeg).toBeCloseTo(180, 9);
    const fixed = m.click(c, squad, 20, 30).state;
    expect(fixed.aimingFrom).toBeNull();
    expect(m.move(fixed, squad, 0, 0)).toBe(fixed);
    expect(m.escape(fixed).state.template).toBeNull();
    expect(m.escape(m.escape(fixed).state).used).toBe(false);
  });

  it('never counts the firing model among its own flame hits, while aiming and after the flame is fixed (issue 16, defect 5)', () => {
    // The issue: "m1 (u1): 0% covered, miss · friendly", counted as 1 miss.
    const layout = { ...emptyLayout(), models: [model('m1', 20, 20, 1), model('e1', 20, 25, 2)] };
    useApp.getState().replaceDocument(layout, { path: null, name: 't.json' });
    useTemplate.setState({ ...s0 });
    const aiming = m.click(s0, layout.models, 20, 20).state;
    const s1 = m.move(aiming, layout.models, 20, 30);
    useTemplate.setState(s1);
    expect(currentHits().map((h) => h.modelId)).toEqual(['e1']);
    const fixed = m.click(s1, layout.models, 20, 30).state;
    expect(fixed.firingModel).toBe('m1');
    useTemplate.setState(fixed);
    expect(currentHits().map((h) => h.modelId)).toEqual(['e1']);
    expect(m.summarize(currentHits())).toMatchObject({ friendly: [] });
    // The engine leaves it out only when told which model fires: without, the base edge touches it.
    expect(templateHits(fixed.template!, layout.models).map((h) => h.modelId)).toEqual(['m1', 'e1']);
    // A blast placed afterwards has no firing model.
    expect(m.chooseKind(fixed, 'large-blast').firingModel).toBeNull();
  });

  it('finds the base edge of ovals and hulls in any direction', () => {
    const oval = model('o', 0, 0, 1, { base: { kind: 'oval', lengthMm: 105, widthMm: 70 }, facingDeg: 0 });
    const a = 105 / 25.4 / 2;
    const b = 70 / 25.4 / 2;
    expect(m.baseEdgePoint(oval, 0).x).toBeCloseTo(a, 9);
    expect(m.baseEdgePoint(oval, 90).y).toBeCloseTo(b, 9);
    for (let deg = 0; deg < 360; deg += 17) {
      const p = m.baseEdgePoint(oval, deg);
      expect((p.x / a) ** 2 + (p.y / b) ** 2).toBeCloseTo(1, 9);
    }
    const hull = model('h', 10, 10, 1, { base: { kind: 'hull', lengthIn: 6, widthIn: 4 }, facingDeg: 30 });
    for (let deg = 0; deg < 360; deg += 13) {
      const p = m.baseEdgePoint(hull, deg);
      expect(m.onBase(hull, p.x - 1e-6 * Math.cos((deg * Math.PI) / 180), p.y - 1e-6 * Math.sin((deg * Math.PI) / 180))).toBe(true);
      expect(m.onBase(hull, p.x + 1e-3 * Math.cos((deg * Math.PI) / 180), p.y + 1e-3 * Math.sin((deg * Math.PI) / 180))).toBe(false);
    }
  });
});

describe('scatter', () => {
  it('slides the template by the scatter vector, and a HIT leaves it in place', () => {
    const s = { ...m.initialTemplateState, template: { kind: 'small-blast' as const, x: 10, y: 10 } };
    const arrow = scriptedDice([2, 3, 4], [0.25]).scatter('2d6');
    const moved = m.applyScatter(s, arrow);
    expect(moved.template!.x).toBeCloseTo(10, 9);
    expect(moved.template!.y).toBeCloseTo(17, 9);
    expect(moved.slide!.from).toEqual({ x: 10, y: 10 });
    expect(m.slideOffset(moved.slide!, 0).dy).toBeCloseTo(-7, 9);
    expect(m.slideOffset(moved.slide!, 1).dy).toBeCloseTo(0, 9);
    const hit = m.applyScatter(s, scriptedDice([6]).scatter('2d6'));
    expect(hit.template).toEqual(s.template);
  });
});

describe('the tool with the session dice', () => {
  beforeEach(() => {
    useApp.getState().replaceDocument({ ...emptyLayout(), models: squad }, { path: null, name: 'x' });
    useTemplate.setState({ ...m.initialTemplateState });
    useDice.getState().setSeed(77);
  });

  it('rolls one d6 per partly covered model into the dice log, from the seeded sequence', () => {
    templateActions.click(22.5, 20.4, true);
    const hits = currentHits();
    const n = m.partialTargets(hits).length;
    expect(n).toBeGreaterThan(0);
    templateActions.rollPartials();
    const expected = createDice(77).roll(`${n}d6`);
    const r = useTemplate.getState().roll!;
    expect(r.perModel.map((p) => p.face)).toEqual([...expected.dice]);
    expect(useDice.getState().log.at(-1)!.text).toContain(`${expected.expr} for Large Blast (5"): 4+ to hit ${n} partly covered`);
    expect(useDice.getState().lastThrow!.recorded.shown).toEqual(expected.dice.map(String));
  });

  it('scatters a blast with the chosen dice and clears an old roll; refuses to scatter a flame', () => {
    templateActions.click(21.5, 20.4, true);
    templateActions.scatter();
    const sc = createDice(77).scatter('2d6', 'Large Blast (5")');
    const t = useTemplate.getState().template!;
    expect(t.x).toBeCloseTo(21.5 + sc.dx, 9);
    expect(t.y).toBeCloseTo(20.4 + sc.dy, 9);
    expect(useDice.getState().log.at(-1)!.text).toMatch(/^Scatter die for Large Blast/);
    templateActions.chooseKind('flame');
    templateActions.click(30, 30);
    templateActions.scatter();
    expect(useApp.getState().toasts.at(-1)!.text).toMatch(/flame template does not scatter/);
  });
});
