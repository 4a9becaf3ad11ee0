// The Template tool's side panel: choose the template, read what it covers, roll the 4+ dice, scatter it.
import { PARTIAL_HIT_ON, TEMPLATE_KINDS, type Side, type TemplateKind } from '../../../engine/index';
import { describeBearing } from '../dice/diceLog';
import { uniqueSides } from '../scene/LayoutView';
import { useApp } from '../store/app';
import { OUTCOME_COLORS } from './TemplateScene';
import { unitIds } from './deepStrikeOps';
import { aimTemplates, deepStrikeUnits, useGame } from '../game/gameStore';
import { unitName } from '../game/GamePanel';
import { coveredPercent, summarize } from './templateMachine';
import { hitsFor, templateActions, useTemplate } from './templateStore';

const KINDS: TemplateKind[] = ['small-blast', 'large-blast', 'flame', 'splash'];
const HINTS: Record<TemplateKind, string> = {
  'small-blast': 'Click the table to place it; a click on a model centres it over that model (Shift+click: exactly at the pointer).',
  'large-blast': 'Click the table to place it; a click on a model centres it over that model (Shift+click: exactly at the pointer).',
  flame: 'Press on the firing model and drag to swing the wide end (or click the model, move, click to fix). The narrow end sits on its base.',
  splash: 'Hammer Wars splash: every model within 2" of the point takes one extra attack. Click to place.',
};
const OUTCOME_TEXT = { auto: 'auto-hit', roll: `${PARTIAL_HIT_ON}+`, miss: 'miss' } as const;

export function TemplatePanel() {
  const s = useTemplate();
  const layout = useApp((a) => a.history.present);
  const hits = hitsFor(s, layout);
  const touched = hits.filter((h) => h.coverage > 0);
  const sum = summarize(hits);
  const sides = uniqueSides(layout.models);
  const t = s.template;
  const sideKey = (v: Side | null) => (v === null ? '' : `${typeof v}:${String(v)}`);
  return (
    <section aria-label="Templates">
      <h3>Templates</h3>
      <AimedShotSection />
      <div className="row" role="radiogroup" aria-label="Template">
        {KINDS.map((k) => (
          <button key={k} role="radio" aria-pressed={s.kind === k} aria-checked={s.kind === k} data-testid={`template-kind-${k}`} onClick={() => templateActions.chooseKind(k)}>
            {TEMPLATE_KINDS[k].label}
          </button>
        ))}
      </div>
      <p className="hint">{HINTS[s.kind]} Esc clears it.</p>
      {s.kind === 'flame' ? (
        <label>
          Narrow end{' '}
          <input type="number" min={0} max={3} step={0.25} value={s.narrowWidthIn} onChange={(e) => templateActions.setNarrowWidth(Number(e.target.value))} />" wide
        </label>
      ) : (
        <label>
          Firing side{' '}
          <select value={sideKey(s.firingSide)} onChange={(e) => templateActions.setFiringSide(sides.find((v) => sideKey(v) === e.target.value) ?? null)}>
            <option value="">not set</option>
            {sides.map((v) => (
              <option key={sideKey(v)} value={sideKey(v)}>
                Side {String(v)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p data-testid="template-pos">
        {t
          ? `${TEMPLATE_KINDS[t.kind].label} at (${t.x.toFixed(2)}, ${t.y.toFixed(2)})${t.kind === 'flame' ? ` heading ${(Math.round(t.headingDeg) + 360) % 360}°${s.aimingFrom ? `, aiming from ${s.aimingFrom}` : ''}` : ''}`
          : 'No template placed.'}
      </p>
      {t && (
        <>
          <p data-testid="template-summary">
            <b style={{ color: OUTCOME_COLORS.auto }}>{sum.auto} auto-hit</b> · <b style={{ color: OUTCOME_COLORS.roll }}>{sum.roll} on {PARTIAL_HIT_ON}+</b> ·{' '}
            <b style={{ color: OUTCOME_COLORS.miss }}>{sum.sliver} miss (sliver)</b>
          </p>
          {sum.friendly.length > 0 && (
            <p className="bad" data-testid="template-friendly">
              Friendly models under the template: {sum.friendly.join(', ')}. A template cannot be positioned to deliberately hit friendly models.
            </p>
          )}
          <ol data-testid="template-hits">
            {touched.map((h) => {
              const r = s.roll?.perModel.find((p) => p.modelId === h.modelId);
              return (
                <li key={h.modelId} style={{ color: OUTCOME_COLORS[h.outcome] }}>
                  {h.modelId} ({h.unit}): {coveredPercent(h)}% covered, {OUTCOME_TEXT[h.outcome]}
                  {h.friendly && ' · friendly'}
                  {r && ` · rolled ${r.face}: ${r.hit ? 'hit' : 'no hit'}`}
                </li>
              );
            })}
          </ol>
          <div className="row">
            <button data-testid="template-roll" disabled={sum.roll === 0} title="Roll one d6 per partly covered model (Shift+R)" onClick={templateActions.rollPartials}>
              Roll {PARTIAL_HIT_ON}+ for {sum.roll} model{sum.roll === 1 ? '' : 's'}
            </button>
          </div>
          {s.roll && (
            <p data-testid="template-roll-result">
              Rolled {s.roll.perModel.map((p) => p.face).join(', ')}: {s.roll.rolledHits} of {s.roll.perModel.length} hit. {s.roll.autoHits + s.roll.rolledHits} hits in all ({s.roll.autoHits} automatic). Dice log #{s.roll.logSeq}.
            </p>
          )}
          {t.kind !== 'flame' && (
            <>
              <h4>Scatter</h4>
              <div className="row">
                <label>
                  Distance <input aria-label="Scatter distance dice" data-testid="template-scatter-expr" size={5} value={s.scatterExpr} onChange={(e) => templateActions.setScatterExpr(e.target.value)} />
                </label>
                <button data-testid="template-scatter" title="Roll the scatter die and move the template (Shift+S)" onClick={templateActions.scatter}>
                  Scatter
                </button>
              </div>
              {s.slide && (
                <p data-testid="template-scatter-result">
                  {s.slide.scatter.hit
                    ? 'Scatter die shows HIT: the template does not move.'
                    : `Moved ${s.slide.scatter.distanceIn}" ${describeBearing(s.slide.scatter.bearingDeg)} from (${s.slide.from.x.toFixed(1)}, ${s.slide.from.y.toFixed(1)}).`}
                </p>
              )}
            </>
          )}
        </>
      )}
      <DeepStrikeSection />
    </section>
  );
}

/** In a game, with an attack with Blast or Flame weapons aimed: clicks place that attack's template (the engine checks it). */
function AimedShotSection() {
  const state = useGame((g) => g.state);
  const aim = useGame((g) => g.aim);
  const templates = aimTemplates(state, aim);
  if (!state || !aim || !templates.length) return null;
  const blast = templates.some((t) => t.template.kind !== 'flame');
  return (
    <div className="panel-section" data-testid="template-aimed-shot">
      <p>
        <b>Placing the template for {unitName(state, aim.unit)}'s shot at {unitName(state, aim.target)}.</b>
      </p>
      <p className="hint">
        {blast ? 'Click a model of the target unit: the blast goes over its centre (it must be in range and in sight, and off your own models).' : 'Click where the wide end should point: the narrow end stays on the firing model\'s base.'} Then
        Enter fires (the Game panel), Esc cancels.
      </p>
    </div>
  );
}

function DeepStrikeSection() {
  const layout = useApp((a) => a.history.present);
  const unit = useTemplate((t) => t.deepStrikeUnit);
  const result = useTemplate((t) => t.deepStrike);
  const slide = useTemplate((t) => t.slide);
  // In a game: the units the engine lets you deep strike now (in Reserves), by name.
  const game = useGame((g) => g.state);
  const units = game ? deepStrikeUnits(game) : unitIds(layout);
  const label = (u: string) => (game ? unitName(game, u) : `Unit ${u}`);
  if (!units.length) return null;
  return (
    <>
      <h4>Deep strike</h4>
      <div className="row">
        <select aria-label="Unit to deep strike" data-testid="deep-strike-unit" value={unit ?? ''} onChange={(e) => templateActions.setDeepStrikeUnit(e.target.value || null)}>
          <option value="">off (templates)</option>
          {units.map((u) => (
            <option key={u} value={u}>
              {label(u)}
            </option>
          ))}
        </select>
      </div>
      {unit && <p className="hint">Click the target point: the unit's first model lands there, scatters 2d6", and the rest form rings in base contact. Ctrl+Z undoes it.</p>}
      {result && (
        <div data-testid="deep-strike-result">
          <p>
            Unit {result.unit}: {result.placed} models placed
            {slide ? (slide.scatter.hit ? ', on target (HIT).' : `, scattered ${slide.scatter.distanceIn}" ${describeBearing(slide.scatter.bearingDeg)}.`) : '.'}
          </p>
          {result.mishaps.length ? (
            <ul className="bad">
              {result.mishaps.map((m, i) => (
                <li key={i}>Mishap: {m.message}</li>
              ))}
            </ul>
          ) : (
            <p className="good">No mishaps.</p>
          )}
        </div>
      )}
    </>
  );
}
