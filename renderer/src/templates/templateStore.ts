// The template tool's state (tool state, not the layout document) and its actions: clicks, aiming, the 4+ roll, scatter.
import { create } from 'zustand';
import { PARTIAL_HIT_ON, TEMPLATE_KINDS, type Layout, type Template, type TemplateHit, type TemplateKind } from '../../../engine/index';
import { useDice } from '../dice/diceStore';
import { useApp } from '../store/app';
import * as machine from './templateMachine';
import { runDeepStrike } from './deepStrikeOps';
import { gameDeepStrike, gameTemplateAt } from '../game/gameStore';
import { derivedTemplateHits } from '../store/derived';

export interface DeepStrikeView {
  readonly unit: string;
  readonly mishaps: readonly { readonly modelId: string; readonly message: string }[];
  readonly placed: number;
}

export interface TemplateStore extends machine.TemplateToolState {
  /** When the last slide started (performance.now()), for the animation. */
  slideStartedMs: number;
  /** Deep strike mode: clicks pick the target point for this unit instead of placing a template. */
  deepStrikeUnit: string | null;
  deepStrike: DeepStrikeView | null;
}

export const SLIDE_MS = 900;

export const useTemplate = create<TemplateStore>()(() => ({ ...machine.initialTemplateState, slideStartedMs: 0, deepStrikeUnit: null, deepStrike: null }));

const app = () => useApp.getState();
const put = (s: machine.TemplateToolState) => useTemplate.setState(s);
const models = () => app().history.present.models;
const say = (step: machine.Step) => {
  put(step.state);
  if (step.message) app().notify(step.error ? 'error' : 'info', step.message);
};

/** Hits of a template on the layout's models: the one derived result panel and scene share (store/derived.ts). */
type HitsKey = Pick<machine.TemplateToolState, 'template' | 'firingSide' | 'firingModel'>;
export const hitsFor = (s: HitsKey, layout: Layout): TemplateHit[] => derivedTemplateHits(s.template, s.firingSide, s.firingModel, layout);

export const currentHits = () => hitsFor(useTemplate.getState(), app().history.present);

export const templateActions = {
  chooseKind: (kind: TemplateKind) => useTemplate.setState({ ...machine.chooseKind(useTemplate.getState(), kind), deepStrikeUnit: null }),
  click: (x: number, y: number, exact = false) => {
    const unit = useTemplate.getState().deepStrikeUnit;
    if (unit) return deepStrikeAt(unit, x, y);
    // In a game, with an attack with template weapons aimed, the click places that attack's template (the engine checks it).
    if (gameTemplateAt(x, y)) return;
    say(machine.click(useTemplate.getState(), models(), x, y, exact));
  },
  /** Deep strike mode for a unit (null leaves it): the next click on the table is the target point. */
  setDeepStrikeUnit: (deepStrikeUnit: string | null) => useTemplate.setState({ deepStrikeUnit, deepStrike: null, template: null, aimingFrom: null, slide: null, roll: null }),
  move: (x: number, y: number) => {
    const s = useTemplate.getState();
    const next = machine.move(s, models(), x, y);
    if (next !== s) put(next);
  },
  escape: (): boolean => {
    if (useTemplate.getState().deepStrikeUnit) {
      useTemplate.setState({ deepStrikeUnit: null, deepStrike: null, slide: null });
      return true;
    }
    const out = machine.escape(useTemplate.getState());
    if (out.used) put(out.state);
    return out.used;
  },
  setFiringSide: (firingSide: machine.TemplateToolState['firingSide']) => useTemplate.setState({ firingSide, roll: null }),
  setNarrowWidth: (narrowWidthIn: number) => {
    if (!(narrowWidthIn >= 0 && narrowWidthIn <= 3)) return app().notify('error', 'The narrow end is between 0" and 3" wide (the wide end).');
    const s = useTemplate.getState();
    const template = s.template?.kind === 'flame' ? { ...s.template, narrowWidthIn } : s.template;
    useTemplate.setState({ narrowWidthIn, template, roll: null });
  },
  setScatterExpr: (scatterExpr: string) => useTemplate.setState({ scatterExpr }),

  /** "Models whose bases are partially covered are hit on a 4+": one d6 per partly covered model, thrown in the tray. */
  rollPartials: () => {
    const s = useTemplate.getState();
    if (!s.template) return app().notify('error', 'Place a template first: click the table with the Template tool (B).');
    const hits = currentHits();
    const n = machine.partialTargets(hits).length;
    const label = TEMPLATE_KINDS[s.template.kind].label;
    const auto = hits.filter((h) => h.outcome === 'auto').length;
    if (n === 0) return app().notify('info', `No model is partly covered: nothing to roll (${auto} hit automatically).`);
    const roll = useDice.getState().roll(`${n}d6`, `${label}: ${PARTIAL_HIT_ON}+ to hit ${n} partly covered model${n === 1 ? '' : 's'}`, { kind: 'each', target: PARTIAL_HIT_ON });
    if (!roll) return;
    const seq = useDice.getState().log.at(-1)?.seq ?? 0;
    const result = machine.resolvePartials(hits, roll.dice, PARTIAL_HIT_ON, seq);
    useTemplate.setState({ roll: result });
    app().notify('info', `${result.rolledHits} of ${n} partly covered hit; ${result.autoHits + result.rolledHits} hits in all.`);
  },

  /** Scatter #d6: roll the scatter die and slide the template along the arrow. */
  scatter: () => {
    const s = useTemplate.getState();
    if (!s.template) return app().notify('error', 'Place a blast template first, then scatter it.');
    if (s.template.kind === 'flame') return app().notify('error', 'A flame template does not scatter: it is placed from the firing model.');
    const label = TEMPLATE_KINDS[s.template.kind].label;
    const sc = useDice.getState().scatter(s.scatterExpr.trim(), label);
    if (!sc) return;
    put(machine.applyScatter(s, sc));
    useTemplate.setState({ slideStartedMs: performance.now() });
    app().notify('info', sc.hit ? 'Scatter die: HIT. The template stays where it is.' : `Scattered ${sc.distanceIn}" at ${Math.round(sc.bearingDeg)}°.`);
  },
};

/** "Place one model ... roll the Scatter Die and move the model 2d6" ... the rest in base contact": one undoable edit. */
function deepStrikeAt(unit: string, x: number, y: number): void {
  // In a game the rules engine deep strikes the unit (its own dice, scatter and mishaps): the click is the aim point.
  if (gameDeepStrike(unit, x, y)) return;
  const layout = app().history.present;
  const first = layout.models.find((m) => m.unit === unit);
  const r = runDeepStrike(layout, unit, x, y, {
    scatter: (expr, forWhat) => {
      const sc = useDice.getState().scatter(expr, forWhat);
      if (!sc) throw new Error('the scatter die could not be rolled');
      return sc;
    },
  });
  if (!r.ok) return app().notify('error', `Cannot deep strike there: ${r.message}.`);
  if (!app().dispatch({ kind: 'deep-strike', unit, placements: r.placements }).ok) return;
  const to = { x: x + r.scatter.dx, y: y + r.scatter.dy };
  useTemplate.setState({
    slide: { from: { x, y }, to, scatter: r.scatter },
    slideStartedMs: performance.now(),
    deepStrike: { unit, placed: r.placements.length, mishaps: r.mishaps.map((m) => ({ modelId: m.modelId, message: m.message })) },
  });
  const n = r.mishaps.length;
  app().notify(n ? 'error' : 'info', `${first?.id ?? unit} ${r.scatter.hit ? 'landed on target' : `scattered ${r.scatter.distanceIn}"`}; ${n ? `${n} mishap${n === 1 ? '' : 's'}` : 'no mishaps'}. Ctrl+Z puts the unit back.`);
}
