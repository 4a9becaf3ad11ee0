// Side-panel sections for selecting, placing and measuring models.
import { useGame } from '../game/gameStore';
import { UnitCardView } from '../game/UnitCardView';
import { useState } from 'react';
import { baseLabel, OVAL_BASE_PRESETS_MM, ROUND_BASE_PRESETS_MM, RULESETS, type Base } from '../../../engine/index';
import { useApp } from '../store/app';
import { brokenCoherency } from './controller';
import { describeMeasurement, inches, measure } from './measure';
import { modelById, nextId } from './modelOps';
import { moveReadoutText } from './moveReadout';
import { RING_COLORS } from './MeasureOverlays';
import { useTools, type DragInfo } from './toolStore';

const baseKey = (b: Base) => (b.kind === 'round' ? `r:${b.diameterMm}` : b.kind === 'oval' ? `o:${b.lengthMm}x${b.widthMm}` : `h:${b.lengthIn}x${b.widthIn}`);
const BASES: Base[] = [
  ...ROUND_BASE_PRESETS_MM.map((d) => ({ kind: 'round', diameterMm: d }) as const),
  ...OVAL_BASE_PRESETS_MM.map(([l, w]) => ({ kind: 'oval', lengthMm: l, widthMm: w }) as const),
  { kind: 'hull', lengthIn: 5, widthIn: 3 },
  { kind: 'hull', lengthIn: 7, widthIn: 4 },
  { kind: 'hull', lengthIn: 10, widthIn: 5 },
];

/** A facing as players read it: whole degrees 0-359, counter-clockwise from the +x axis (towards the right short edge) seen from above. */
export const facingText = (deg: number): string => `${((Math.round(deg) % 360) + 360) % 360}°`;

export function PlacePanel() {
  const nm = useTools((s) => s.newModel);
  const setNm = useTools((s) => s.setNewModel);
  const layout = useApp((s) => s.history.present);
  return (
    <section aria-label="Place models">
      <h3>Place models</h3>
      <p className="hint">Click the table to place a model. It stands on whatever is under it.</p>
      <label>
        Base{' '}
        <select data-testid="place-base" value={baseKey(nm.base)} onChange={(e) => setNm({ base: BASES.find((b) => baseKey(b) === e.target.value)! })}>
          {BASES.map((b) => (
            <option key={baseKey(b)} value={baseKey(b)}>
              {baseLabel(b)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Height{' '}
        <input type="number" min={0.1} max={30} step={0.1} value={nm.heightIn} onChange={(e) => Number(e.target.value) > 0 && setNm({ heightIn: Number(e.target.value) })} />"
      </label>
      <label>
        Side{' '}
        <select value={String(nm.side)} onChange={(e) => setNm({ side: Number(e.target.value) })}>
          <option value="1">Side 1 (blue)</option>
          <option value="2">Side 2 (red)</option>
        </select>
      </label>
      <div className="row">
        <span>
          Unit <b>{nm.unit}</b>
        </span>
        <button onClick={() => setNm({ unit: nextId([...layout.models.map((m) => m.unit), nm.unit], 'u') })}>New unit</button>
      </div>
    </section>
  );
}

function RingControls() {
  const rings = useTools((s) => s.rings);
  const setRings = useTools((s) => s.setRings);
  const [custom, setCustom] = useState('6');
  const notify = useApp((s) => s.notify);
  const add = () => {
    const r = Number(custom);
    if (!(r > 0 && r <= 120)) return notify('error', 'A ring radius is a number of inches between 0 and 120.');
    if (!rings.custom.includes(r)) setRings({ custom: [...rings.custom, r].sort((a, b) => a - b) });
  };
  return (
    <div className="rings">
      <div className="row">
        {(['r1', 'r3', 'r12'] as const).map((k) => (
          <label key={k} className="check" style={{ color: RING_COLORS[k] }}>
            <input type="checkbox" data-testid={`ring-${k}`} checked={rings[k]} onChange={(e) => setRings({ [k]: e.target.checked })} />
            {k.slice(1)}"
          </label>
        ))}
      </div>
      <div className="row">
        <input aria-label="Custom ring radius (inches)" size={4} value={custom} onChange={(e) => setCustom(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && add()} />
        <button onClick={add}>Add ring</button>
        {rings.custom.map((r) => (
          <button key={r} className="chip" style={{ borderColor: RING_COLORS.custom }} title="Remove this ring" onClick={() => setRings({ custom: rings.custom.filter((c) => c !== r) })}>
            {inches(r)} ×
          </button>
        ))}
      </div>
    </div>
  );
}

/** What the Select tool says about coherency, naming the chosen ruleset and its distance. */
function coherencyText(rulesetId: string, broken: readonly string[]): string {
  const ruleset = RULESETS[rulesetId];
  const rule = ruleset?.measuring.coherency;
  const name = ruleset?.name ?? rulesetId;
  if (!rule) return `${name} has no coherency rule.`;
  const how = `${rule.distanceIn}", ${name}`;
  return broken.length ? `Out of coherency (${how}): ${broken.join(', ')}` : `Unit in coherency (${how}).`;
}

/** The drag readout: how far the drag goes against the allowance, and every reason it is refused. */
function MoveReadout({ drag, moveIn }: { drag: DragInfo | null; moveIn: number }) {
  return (
    <>
      <p data-testid="move-readout" className={drag?.check && !drag.check.ok ? 'bad' : ''}>
        {moveReadoutText(drag, moveIn)}
      </p>
      {drag?.check && drag.check.reasons.length > 0 && (
        <ul className="plain bad" data-testid="move-reasons">
          {drag.check.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function SelectionPanel() {
  const layout = useApp((s) => s.history.present);
  const dispatch = useApp((s) => s.dispatch);
  const selection = useTools((s) => s.selection);
  const rulesetId = useApp((s) => s.rulesetId);
  const drag = useTools((s) => s.drag);
  const moveIn = useTools((s) => s.moveIn);
  const setMoveIn = useTools((s) => s.setMoveIn);
  const models = selection.map((id) => modelById(layout, id)).filter((m) => m !== undefined);
  const coherency = models.length ? brokenCoherency(layout, selection, rulesetId) : { broken: [] };
  // In a game the selection is a unit of the game: its card, not the sandbox's ids and buttons (Swap side, Group as unit
  // would change the layout under the game).
  const game = useGame((g) => g.state);
  if (game && models.length > 0) {
    return (
      <section aria-label="Selection">
        <h3>Selection</h3>
        <UnitCardView state={game} modelId={models[0]!.id} />
        <h4>Range rings (from the base edge)</h4>
        <RingControls />
        {drag?.check && <MoveReadout drag={drag} moveIn={moveIn} />}
      </section>
    );
  }
  return (
    <section aria-label="Selection">
      <h3>Selection</h3>
      {models.length === 0 ? (
        <p className="hint">Click a model to select it (Shift+click for more). Drag to move; Q / E turn it 15°; Delete removes it.</p>
      ) : (
        <>
          {models.length === 1 ? (
            <p data-testid="selection-info">
              <b>{models[0]!.id}</b> · unit {models[0]!.unit} · side {String(models[0]!.side)}
              <br />
              {baseLabel(models[0]!.base)}, {inches(models[0]!.heightIn)} tall, at ({models[0]!.x.toFixed(1)}, {models[0]!.y.toFixed(1)}
              {models[0]!.z > 0 ? `, ${models[0]!.z.toFixed(1)} up` : ''}), facing <span data-testid="selection-facing">{facingText(models[0]!.facingDeg)}</span>
            </p>
          ) : (
            <p data-testid="selection-info">{models.length} models selected</p>
          )}
          <div className="row">
            <button onClick={() => dispatch({ kind: 'turn-models', ids: selection, byDeg: 15, label: 'Turn left 15°' })} title="Q">⟲ 15°</button>
            <button onClick={() => dispatch({ kind: 'turn-models', ids: selection, byDeg: -15, label: 'Turn right 15°' })} title="E">⟳ 15°</button>
            {models.length > 1 && <button onClick={() => dispatch({ kind: 'group-unit', ids: selection })}>Group as unit</button>}
            <button onClick={() => dispatch({ kind: 'set-side', ids: selection, side: models[0]!.side === 1 ? 2 : 1 })}>Swap side</button>
          </div>
          <h4>Range rings (from the base edge)</h4>
          <RingControls />
          <h4>Movement</h4>
          <label>
            Move characteristic <input type="number" min={0} max={60} step={0.5} value={moveIn} onChange={(e) => setMoveIn(Math.max(0, Number(e.target.value)))} />"
          </label>
          <MoveReadout drag={drag} moveIn={moveIn} />
          <p data-testid="coherency" className={coherency.broken.length ? 'bad' : 'good'}>
            {coherencyText(rulesetId, coherency.broken)}
          </p>
        </>
      )}
    </section>
  );
}

export function RulerPanel() {
  const layout = useApp((s) => s.history.present);
  const pinned = useTools((s) => s.pinned);
  const start = useTools((s) => s.rulerStart);
  const hoverA = useTools((s) => s.rulerHover);
  const clear = useTools((s) => s.clearRulers);
  const live = start && hoverA ? measure(layout, start, hoverA) : null;
  return (
    <section aria-label="Ruler">
      <h3>Ruler</h3>
      <p className="hint">Click a model or a point, then another. Distances are base edge to base edge; each click pair is pinned.</p>
      <p data-testid="ruler-live">{start ? (live ? describeMeasurement(live) : 'Pick the second end…') : 'Pick the first end.'}</p>
      <ol data-testid="ruler-list">
        {pinned.map((r, i) => {
          const m = measure(layout, r.from, r.to);
          return <li key={i}>{m ? describeMeasurement(m) : 'a model was removed'}</li>;
        })}
      </ol>
      {pinned.length > 0 && <button onClick={clear}>Clear rulers</button>}
    </section>
  );
}
