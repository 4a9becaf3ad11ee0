// The top toolbar: file commands, undo/redo, table size, view toggles.
import { useState } from 'react';
import { RULESETS, TABLE_PRESETS, checkTableSize, findPreset } from '../../../engine/index';
import { useLos } from '../los/losStore';
import { runCommand } from '../commands';
import { useApp } from '../store/app';
import { canRedo, canUndo } from '../store/history';

function TablePicker() {
  const table = useApp((s) => s.history.present.table);
  const setTable = useApp((s) => s.setTable);
  const notify = useApp((s) => s.notify);
  const preset = findPreset(table);
  const [custom, setCustom] = useState(!preset);
  const [w, setW] = useState(String(table.widthIn));
  const [d, setD] = useState(String(table.depthIn));
  const applyCustom = () => {
    const size = { widthIn: Number(w), depthIn: Number(d) };
    const check = checkTableSize(size);
    if (!check.ok) return notify('error', check.reason);
    setTable(size);
  };
  return (
    <span className="group">
      <label htmlFor="table-preset">Table</label>
      <select
        id="table-preset"
        data-testid="table-preset"
        value={custom ? 'custom' : (preset?.id ?? 'custom')}
        onChange={(e) => {
          if (e.target.value === 'custom') return setCustom(true);
          const p = TABLE_PRESETS.find((t) => t.id === e.target.value);
          if (p) {
            setCustom(false);
            setTable(p);
          }
        }}
      >
        {TABLE_PRESETS.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
        <option value="custom">Custom…</option>
      </select>
      {custom && (
        <span className="group" data-testid="custom-table">
          <input aria-label="Table depth (inches)" size={4} value={d} onChange={(e) => setD(e.target.value)} />
          <span>x</span>
          <input aria-label="Table width (inches)" size={4} value={w} onChange={(e) => setW(e.target.value)} />
          <button onClick={applyCustom}>Set</button>
        </span>
      )}
    </span>
  );
}

function RulesetPicker() {
  const rulesetId = useLos((s) => s.rulesetId);
  const setRuleset = useLos((s) => s.setRuleset);
  return (
    <span className="group">
      <label htmlFor="ruleset">Rules</label>
      <select id="ruleset" data-testid="ruleset" value={rulesetId} onChange={(e) => setRuleset(e.target.value)} title="The ruleset that judges cover and line of sight">
        {Object.values(RULESETS).map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </span>
  );
}

export function Toolbar() {
  const history = useApp((s) => s.history);
  const showGrid = useApp((s) => s.showGrid);
  const topDown = useApp((s) => s.topDown);
  return (
    <header className="toolbar" role="toolbar" aria-label="Main toolbar">
      <span className="brand">Sightline</span>
      <span className="group">
        <button onClick={() => runCommand('new')} title="New layout (Ctrl+N)">New</button>
        <button onClick={() => runCommand('open')} data-testid="open" title="Open a layout (Ctrl+O)">Open</button>
        <button onClick={() => runCommand('save')} data-testid="save" title="Save (Ctrl+S)">Save</button>
        <button onClick={() => runCommand('save-as')} title="Save as (Ctrl+Shift+S)">Save As</button>
        <button onClick={() => runCommand('export-png')} title="Export the view as PNG (Ctrl+E)">Export PNG</button>
      </span>
      <span className="group">
        <button onClick={() => runCommand('undo')} disabled={!canUndo(history)} title="Undo (Ctrl+Z)">Undo</button>
        <button onClick={() => runCommand('redo')} disabled={!canRedo(history)} title="Redo (Ctrl+Shift+Z)">Redo</button>
      </span>
      <TablePicker />
      <RulesetPicker />
      <span className="group">
        <button aria-pressed={showGrid} data-testid="toggle-grid" onClick={() => runCommand('toggle-grid')} title="Grid (G)">Grid</button>
        <button aria-pressed={topDown} data-testid="toggle-top-down" onClick={() => runCommand('toggle-top-down')} title="Top-down view (T)">Top-down</button>
        <button onClick={() => runCommand('help')} title="Keyboard shortcuts (?)">?</button>
      </span>
    </header>
  );
}
