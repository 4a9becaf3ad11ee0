// The terrain tool's side panel: library palette, the selected pieces and their traits, symmetry, deployment, export.
import { useState } from 'react';
import {
  DEPLOYMENT_PRESETS,
  isReserveZone,
  presetsForRuleset,
  RULESETS,
  SYMMETRY_MODES,
  TERRAIN_KINDS,
  TERRAIN_TRAITS,
  TRAIT_LABELS,
  terrainKind,
  traitEffect,
  readParamInput,
  type ParamSpec,
  type SymmetryMode,
  type SymmetrySide,
} from '../../../engine/index';
import { runCommand } from '../commands';
import { useApp } from '../store/app';
import {
  applyDeploymentPreset,
  clearDeployment,
  finishZone,
  makeLayoutSymmetric,
  removeObjective,
  removeZone,
  setSelectionTrait,
  turnSelection,
  chooseSymmetryMode,
  piecesWithoutTwins,
  renamePiece,
} from './terrainController';
import { ImportPanel } from './ImportPanel';
import { Modal } from '../ui/Modal';
import { pieceById } from './terrainOps';
import { derivedSymmetry } from '../store/derived';
import { useTerrain, type TerrainClickMode } from './terrainStore';
import { SelectField } from '../ui/SelectField';

const CLICK_MODES: { id: TerrainClickMode; label: string }[] = [
  { id: 'place', label: 'Place' },
  { id: 'select', label: 'Select' },
  { id: 'objective', label: 'Objective' },
  { id: 'zone', label: 'Draw zone' },
];

/** How a pressed palette or mode button looks (the same as an active tool button). */
const ON = { background: '#4a5a3c', borderColor: '#8fb36b' } as const;

const SIDES_FOR: Record<SymmetryMode, SymmetrySide[]> = { none: [], 'mirror-x': ['left', 'right'], 'mirror-y': ['bottom', 'top'], 'rotate-180': ['left', 'right', 'bottom', 'top'] };

/** A number field that keeps what was typed and says why a value is refused, instead of clamping it silently. */
function ParamField({ spec, value, onValue }: { spec: ParamSpec; value: number; onValue: (v: number) => void }) {
  const [text, setText] = useState(String(value));
  const check = readParamInput(spec, text);
  return (
    <label className="param-field">
      {spec.label}{' '}
      <input
        type="text"
        inputMode="decimal"
        size={5}
        aria-invalid={!check.ok}
        data-testid={`param-${spec.key}`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const r = readParamInput(spec, e.target.value);
          if (r.ok) onValue(r.value);
        }}
        onBlur={() => !check.ok && setText(String(value))}
      />
      {spec.key === 'count' || spec.key === 'trees' ? '' : '"'}
      {!check.ok && (
        <span className="field-error" role="alert" data-testid={`param-${spec.key}-error`}>
          {check.reason} New pieces use {value}.
        </span>
      )}
    </label>
  );
}

function Palette() {
  const kind = useTerrain((s) => s.kind);
  const params = useTerrain((s) => s.params);
  const setKind = useTerrain((s) => s.setKind);
  const setParam = useTerrain((s) => s.setParam);
  const def = terrainKind(kind)!;
  const values = params[kind] ?? {};
  return (
    <div className="terrain-palette">
      <div className="palette" role="radiogroup" aria-label="Terrain piece" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {TERRAIN_KINDS.map((k) => (
          <button key={k.kind} role="radio" aria-checked={k.kind === kind} style={k.kind === kind ? ON : undefined} data-testid={`terrain-kind-${k.kind}`} title={k.description} onClick={() => setKind(k.kind)}>
            {k.label}
          </button>
        ))}
      </div>
      <p className="hint">{def.description}</p>
      {def.params.map((p) =>
        typeof p.default === 'boolean' ? (
          <label key={p.key} className="check">
            <input type="checkbox" checked={(values[p.key] as boolean | undefined) ?? p.default} onChange={(e) => setParam(kind, p.key, e.target.checked)} />
            {p.label}
          </label>
        ) : (
          <ParamField key={`${kind}:${p.key}`} spec={p} value={(values[p.key] as number | undefined) ?? p.default} onValue={(v) => setParam(kind, p.key, v)} />
        ),
      )}
    </div>
  );
}

/** Renames the selected piece: Enter or leaving the field applies, Escape puts the old name back. */
function NameField({ id, name }: { id: string; name: string }) {
  const [text, setText] = useState(name);
  return (
    <label>
      Name{' '}
      <input
        data-testid="piece-name"
        size={16}
        placeholder={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => renamePiece(id, text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') renamePiece(id, text);
          if (e.key === 'Escape') setText(name);
        }}
      />
    </label>
  );
}

function SelectedPieces() {
  const layout = useApp((s) => s.history.present);
  const selection = useTerrain((s) => s.selection);
  const rulesetId = useApp((s) => s.rulesetId);
  const pieces = selection.map((id) => pieceById(layout, id)).filter((p) => !!p);
  if (!pieces.length) return <p className="hint" data-testid="terrain-selection">No piece selected. Click a piece to select it; Shift+click adds to the selection.</p>;
  const first = pieces[0]!;
  return (
    <div data-testid="terrain-selection">
      <p>
        {pieces.length === 1 ? (
          <>
            <b>{first.name ?? first.id}</b> ({terrainKind(first.kind)?.label ?? first.kind}) at ({first.x.toFixed(1)}, {first.y.toFixed(1)}), turned {first.rotationDeg.toFixed(0)}°
            <br />
            <NameField key={first.id} id={first.id} name={first.name ?? ''} />
          </>
        ) : (
          <>
            <b>{pieces.length} pieces</b>: {pieces.map((p) => p.id).join(', ')}
          </>
        )}
      </p>
      <div className="traits" style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 10px' }}>
        {TERRAIN_TRAITS.map((t) => (
          <label key={t} className="check" title={traitEffect(rulesetId, t)}>
            <input type="checkbox" data-testid={`trait-${t}`} checked={first.traits.includes(t)} onChange={(e) => setSelectionTrait(t, e.target.checked)} />
            {TRAIT_LABELS[t]}
          </label>
        ))}
      </div>
      <ul className="trait-effects" style={{ fontSize: '0.85em', paddingLeft: 16 }}>
        {first.traits.map((t) => (
          <li key={t}>
            <b>{TRAIT_LABELS[t]}</b> ({RULESETS[rulesetId]?.name ?? rulesetId}): {traitEffect(rulesetId, t)}
          </li>
        ))}
      </ul>
      <div className="row">
        <button onClick={() => turnSelection(15)} title="Q">Turn left 15°</button>
        <button onClick={() => turnSelection(-15)} title="E">Turn right 15°</button>
        <button onClick={() => void runCommand('terrain:duplicate')} title="Ctrl+D">Duplicate</button>
        <button onClick={() => void runCommand('terrain:delete')} title="Delete">Delete</button>
      </div>
    </div>
  );
}

/** Choosing a mode when pieces are already placed: twin them (one undo step), only check, or cancel. */
function TwinOfferDialog({ mode, pieces, onDone }: { mode: SymmetryMode; pieces: readonly string[]; onDone: () => void }) {
  const n = pieces.length;
  const choose = (twin: boolean | null) => {
    if (twin !== null) chooseSymmetryMode(mode, twin);
    onDone();
  };
  return (
    <Modal label="Twin the pieces already placed" onClose={() => choose(null)} testId="twin-offer">
      <h2>Symmetry: {mode}</h2>
      <p>
        {n} piece{n === 1 ? ' has' : 's have'} no twin under {mode}: {pieces.slice(0, 6).join(', ')}
        {n > 6 ? ', ...' : ''}. Add the missing twins? (One undo step takes them back.)
      </p>
      <div className="modal-buttons">
        <button autoFocus data-testid="twin-add" onClick={() => choose(true)}>Add their twins</button>
        <button data-testid="twin-check-only" onClick={() => choose(false)}>Only check symmetry</button>
        <button data-testid="twin-cancel" onClick={() => choose(null)}>Cancel</button>
      </div>
    </Modal>
  );
}

function SymmetryControls() {
  const layout = useApp((s) => s.history.present);
  const mode = useTerrain((s) => s.mode);
  const setMode = useTerrain((s) => s.setMode);
  const [offer, setOffer] = useState<{ mode: SymmetryMode; pieces: readonly string[] } | null>(null);
  const pickMode = (next: SymmetryMode) => {
    const pieces = next === 'none' ? [] : piecesWithoutTwins(next);
    if (pieces.length) setOffer({ mode: next, pieces });
    else setMode(next);
  };
  const [side, setSide] = useState<SymmetrySide>('left');
  const report = derivedSymmetry(layout, mode);
  const sides = SIDES_FOR[mode];
  const keep = sides.includes(side) ? side : (sides[0] ?? 'left');
  return (
    <div className="symmetry">
      <SelectField label="Symmetry" testId="symmetry-mode" value={mode} options={SYMMETRY_MODES} onChange={pickMode} />
      {offer && <TwinOfferDialog mode={offer.mode} pieces={offer.pieces} onDone={() => setOffer(null)} />}
      <p data-testid="symmetry-score" style={{ color: report.unmatched.length ? '#ff8a7a' : '#9fd49a', fontWeight: 600 }}>
        {report.text}
      </p>
      {mode !== 'none' && (
        <div className="row">
          <SelectField label="Keep" testId="symmetric-side" value={keep} options={sides} onChange={setSide} optionText={(s) => `${s} half`} />
          <button data-testid="make-symmetric" onClick={() => makeLayoutSymmetric(keep)}>
            Make symmetric
          </button>
        </div>
      )}
    </div>
  );
}

function DeploymentControls() {
  const layout = useApp((s) => s.history.present);
  const rulesetId = useApp((s) => s.rulesetId);
  const click = useTerrain((s) => s.click);
  const draft = useTerrain((s) => s.zoneDraft);
  const zoneSide = useTerrain((s) => s.zoneSide);
  const setZoneSide = useTerrain((s) => s.setZoneSide);
  const radius = useTerrain((s) => s.objectiveRadiusIn);
  const setRadius = useTerrain((s) => s.setObjectiveRadius);
  const own = presetsForRuleset(rulesetId);
  // A ruleset that names no zones (AltHammer, Reglas básicas) still gets a list: every ruleset's presets, said so.
  const presets = own.length ? own : DEPLOYMENT_PRESETS;
  const [presetId, setPresetId] = useState('');
  const [reserves, setReserves] = useState(true);
  const chosen = presets.find((p) => p.id === presetId) ?? presets[0];
  return (
    <div className="deployment">
      {/* One ruleset picker, in the toolbar: this panel names the ruleset it follows. */}
      <p className="hint" data-testid="deploy-ruleset">
        Presets for <b>{RULESETS[rulesetId]?.name ?? rulesetId}</b> (change the ruleset under Rules in the toolbar).
      </p>
      {!own.length && (
        <p className="hint" data-testid="deploy-no-presets">
          {RULESETS[rulesetId]?.name ?? rulesetId} names no deployment zones: pick another ruleset's preset below, or draw your own zones.
        </p>
      )}
      {chosen ? (
        <>
          <label>
            Preset{' '}
            <select data-testid="deploy-preset" value={chosen.id} onChange={(e) => setPresetId(e.target.value)}>
              {presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
          <p className="hint">{chosen.source}</p>
          <div className="row">
            <label className="check">
              <input type="checkbox" checked={reserves} onChange={(e) => setReserves(e.target.checked)} />
              Reserve areas
            </label>
            <button data-testid="deploy-apply" onClick={() => applyDeploymentPreset(chosen.id, reserves)}>
              Apply
            </button>
            <button onClick={clearDeployment}>Clear</button>
          </div>
        </>
      ) : null}
      <label>
        New objective control radius{' '}
        <input type="number" min={0} max={24} step={0.5} value={radius} onChange={(e) => Number(e.target.value) >= 0 && setRadius(Number(e.target.value))} />"
      </label>
      {click === 'zone' && (
        <div className="row">
          <label>
            Zone for side{' '}
            <select value={zoneSide} onChange={(e) => setZoneSide(Number(e.target.value))}>
              <option value={1}>1</option>
              <option value={2}>2</option>
            </select>
          </label>
          <span>{draft.length} corners</span>
          <button data-testid="finish-zone" onClick={finishZone}>
            Finish zone (Enter)
          </button>
        </div>
      )}
      <ul className="zone-list" data-testid="zone-list" style={{ fontSize: '0.85em', paddingLeft: 16 }}>
        {layout.deployment?.zones.map((z) => (
          <li key={z.id}>
            {isReserveZone(z) ? 'Reserves:' : 'Zone:'} {z.name ?? `${z.id} (side ${String(z.side)})`} <button onClick={() => removeZone(z.id)} aria-label={`Remove ${z.id}`}>×</button>
          </li>
        ))}
        {layout.objectives?.map((o) => (
          <li key={o.id}>
            Objective {o.name ?? o.id} at ({o.x}, {o.y}){o.controlRadiusIn ? `, control ${o.controlRadiusIn}"` : ''} <button onClick={() => removeObjective(o.id)} aria-label={`Remove ${o.id}`}>×</button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TerrainPanel() {
  const click = useTerrain((s) => s.click);
  const setClick = useTerrain((s) => s.setClick);
  // Deployment opens by itself when a click places objectives or draws zones; otherwise the player folds it away.
  const [deploymentOpenChoice, setDeploymentOpen] = useState(true);
  const deploymentOpen = deploymentOpenChoice || click === 'objective' || click === 'zone';
  return (
    <section aria-label="Terrain" className="terrain-panel">
      <h3>Terrain</h3>
      <div className="row" role="radiogroup" aria-label="A click on the table">
        {CLICK_MODES.map((m) => (
          <button key={m.id} role="radio" aria-checked={click === m.id} style={click === m.id ? ON : undefined} data-testid={`terrain-click-${m.id}`} onClick={() => setClick(m.id)}>
            {m.label}
          </button>
        ))}
      </div>
      <p className="hint">
        Drag a piece to move it (0.5" grid, snaps to edges; hold Alt for free). Q / E turn 15° (Alt: 1°). Ctrl+D duplicates, Delete removes.
      </p>
      {/* What a player needs while building stays in view: the symmetry score first, then the pieces. */}
      <h4>Symmetry</h4>
      <SymmetryControls />
      {click === 'place' && <Palette />}
      <h4>Selected</h4>
      <SelectedPieces />
      <details className="panel-section" open={deploymentOpen} onToggle={(e) => setDeploymentOpen(e.currentTarget.open)} data-testid="section-deployment">
        <summary>Deployment and objectives</summary>
        <DeploymentControls />
      </details>
      <details className="panel-section" data-testid="section-import">
        <summary>Your own model (glTF/GLB)</summary>
        <ImportPanel />
      </details>
      <div className="row">
        <button data-testid="export-layout-png" onClick={() => void runCommand('export-layout-png')}>
          Export top-down PNG
        </button>
      </div>
    </section>
  );
}
