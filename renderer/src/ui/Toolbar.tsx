// The top toolbar: file commands, undo/redo, table size, view toggles.
import { useState } from 'react';
import { RULESETS, TABLE_PRESETS, checkTableSize, findPreset, offTableAfterResize, tableSizeLabel, type OffTableItem, type TableSize } from '../../../engine/index';
import { Modal } from './Modal';
import { RulesetDefaultsButton } from './RulesetDefaults';
import { runCommand } from '../commands';
import { useApp } from '../store/app';
import { canRedo, canUndo } from '../store/history';

/** Asks before a resize that would leave pieces or models off the table: move them inside, keep them, or cancel. */
function ResizeDialog({ size, off, onDone }: { size: TableSize; off: readonly OffTableItem[]; onDone: () => void }) {
  const setTable = useApp((s) => s.setTable);
  const terrain = off.filter((o) => o.kind === 'terrain');
  const models = off.filter((o) => o.kind === 'model');
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const names = off.slice(0, 6).map((o) => o.label).join(', ') + (off.length > 6 ? `, and ${off.length - 6} more` : '');
  const choose = (moveInside: boolean | null) => {
    if (moveInside !== null) setTable(size, moveInside);
    onDone();
  };
  return (
    <Modal label="Resize the table" onClose={() => choose(null)} testId="resize-dialog">
        <h2>Resize the table to {tableSizeLabel(size)}?</h2>
        <p>
          {[terrain.length ? count(terrain.length, 'terrain piece', 'terrain pieces') : '', models.length ? count(models.length, 'model', 'models') : '']
            .filter(Boolean)
            .join(' and ')}{' '}
          would stand past the edge of the new table: {names}.
        </p>
        <div className="modal-buttons">
          <button autoFocus data-testid="resize-move-inside" onClick={() => choose(true)}>Move them inside</button>
          <button data-testid="resize-keep" onClick={() => choose(false)}>Keep them where they are</button>
          <button data-testid="resize-cancel" onClick={() => choose(null)}>Cancel</button>
        </div>
    </Modal>
  );
}

function TablePicker() {
  const table = useApp((s) => s.history.present.table);
  const setTable = useApp((s) => s.setTable);
  const notify = useApp((s) => s.notify);
  const preset = findPreset(table);
  const [custom, setCustom] = useState(!preset);
  const [w, setW] = useState(String(table.widthIn));
  const [d, setD] = useState(String(table.depthIn));
  const [pending, setPending] = useState<{ size: TableSize; off: OffTableItem[] } | null>(null);
  /** Resizes at once when nothing would be stranded; otherwise asks. */
  const resize = (size: TableSize) => {
    const off = offTableAfterResize(useApp.getState().history.present, size);
    if (off.length === 0) setTable(size);
    else setPending({ size, off });
  };
  const applyCustom = () => {
    const size = { widthIn: Number(w), depthIn: Number(d) };
    const check = checkTableSize(size);
    if (!check.ok) return notify('error', check.reason);
    resize(size);
  };
  const openCustom = () => {
    // The fields start from the table as it is now.
    setW(String(table.widthIn));
    setD(String(table.depthIn));
    setCustom(true);
  };
  return (
    <span className="group">
      <label htmlFor="table-preset">Table</label>
      <select
        id="table-preset"
        data-testid="table-preset"
        value={custom ? 'custom' : (preset?.id ?? 'custom')}
        onChange={(e) => {
          if (e.target.value === 'custom') return openCustom();
          const p = TABLE_PRESETS.find((t) => t.id === e.target.value);
          if (p) {
            setCustom(false);
            resize({ widthIn: p.widthIn, depthIn: p.depthIn });
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
      {pending && <ResizeDialog size={pending.size} off={pending.off} onDone={() => setPending(null)} />}
    </span>
  );
}

function RulesetPicker() {
  const rulesetId = useApp((s) => s.rulesetId);
  const setRuleset = useApp((s) => s.setRuleset);
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
      <RulesetDefaultsButton />
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
        <button onClick={() => runCommand('new-game')} data-testid="new-game" title="New game: solo practice against the computer or both sides by hand (Ctrl+G)">Game</button>
        <button onClick={() => runCommand('open')} data-testid="open" title="Open a layout (Ctrl+O)">Open</button>
        <button onClick={() => runCommand('save')} data-testid="save" title="Save (Ctrl+S)">Save</button>
        <button onClick={() => runCommand('save-as')} title="Save as (Ctrl+Shift+S)">Save As</button>
        <button onClick={() => runCommand('export-png')} title="Export the view as PNG (Ctrl+E)">Export</button>
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
