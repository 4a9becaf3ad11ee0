// "Import glTF/GLB…" in the terrain tool: pick a model file, choose unit, up axis, footprint and traits; the piece lands
// at the table centre as one undo step. Ctrl+I opens the picker while the terrain tool is active.
import { create } from 'zustand';
import { TERRAIN_TRAITS, TRAIT_LABELS, type TerrainTrait } from '../../../engine/index';
import { registerCommand } from '../commands';
import { useApp } from '../store/app';
import { useTools } from '../tools/toolStore';
import { describeImport, importGltfPiece, UNIT_LABELS, type FootprintMode, type LengthUnit, type UpAxis } from './importGltf';
import { applyLayoutAction } from '../../../engine/edit/index';
import { useTerrain } from './terrainStore';

interface ImportState {
  unit: LengthUnit | 'auto';
  up: UpAxis;
  footprint: FootprintMode;
  traits: TerrainTrait[];
  busy: boolean;
  /** What the last import made (or why it failed). */
  last: { ok: boolean; text: string } | null;
}

export const useImport = create<ImportState>()(() => ({ unit: 'auto', up: 'y', footprint: 'hull', traits: ['obscuring'], busy: false, last: null }));

const app = () => useApp.getState();

/** Imports one picked file: every failure is a toast and leaves the layout untouched. */
export async function importPickedFile(file: File): Promise<void> {
  const s = useImport.getState();
  useImport.setState({ busy: true });
  try {
    const bytes = await file.arrayBuffer();
    // Let the panel show "Importing…" before the (synchronous) voxelizing runs.
    await new Promise((r) => setTimeout(r, 0));
    const layout = app().history.present;
    const r = await importGltfPiece(layout, bytes, { fileName: file.name, unit: s.unit, up: s.up, footprint: s.footprint, traits: s.traits });
    if (!r.ok) {
      useImport.setState({ last: { ok: false, text: r.reason } });
      return app().notify('error', r.reason);
    }
    // The import is async: the action applies to the document as it is now; with symmetry on, it gets a twin like any piece.
    const mode = useTerrain.getState().mode;
    // A dry run through the action seam tells whether the piece gets a twin, for the undo label.
    const before = app().history.present;
    const dry = applyLayoutAction(before, { kind: 'place-terrain', pieces: [r.piece], mode });
    const twinned = dry.ok && dry.layout.terrain.length - before.terrain.length > 1;
    const added = app().dispatch({ kind: 'place-terrain', pieces: [r.piece], mode, label: `Import ${file.name} as ${r.piece.id}${twinned ? ' and its twin' : ''}` });
    if (!added.ok) return useImport.setState({ last: { ok: false, text: added.reason } });
    useTerrain.getState().select([...added.ids]);
    const text = describeImport(r);
    useImport.setState({ last: { ok: true, text } });
    app().notify('info', `Imported ${added.ids[0]} at the table centre. ${text.slice(text.indexOf('Blocks'))}`);
  } catch (e) {
    const reason = `Could not import ${file.name}: ${e instanceof Error ? e.message : String(e)}`;
    useImport.setState({ last: { ok: false, text: reason } });
    app().notify('error', reason);
  } finally {
    useImport.setState({ busy: false });
  }
}

/** Opens the file picker (a hidden input, so it works in the browser build and in Electron alike). */
export function pickGltfFile(): void {
  if (useImport.getState().busy) return;
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = '.glb,.gltf,model/gltf-binary,model/gltf+json';
  input.hidden = true;
  input.setAttribute('data-testid', 'gltf-file-input');
  const done = () => input.remove();
  input.addEventListener('change', () => {
    const f = input.files?.[0];
    done();
    if (f) void importPickedFile(f);
  });
  input.addEventListener('cancel', done);
  document.body.appendChild(input);
  input.click();
}

registerCommand({
  id: 'terrain:import-gltf',
  label: 'Terrain: import your own model (glTF/GLB)',
  keys: 'Ctrl+I',
  run: () => {
    if (useTools.getState().tool === 'terrain') pickGltfFile();
  },
});

const UNITS: (LengthUnit | 'auto')[] = ['auto', 'mm', 'cm', 'm', 'in'];

export function ImportPanel() {
  const s = useImport();
  const setTrait = (t: TerrainTrait, on: boolean) => useImport.setState({ traits: on ? [...s.traits.filter((x) => x !== t), t] : s.traits.filter((x) => x !== t) });
  return (
    <div className="import-gltf" data-testid="import-gltf-panel">
      <div className="row">
        <button data-testid="import-gltf" onClick={pickGltfFile} disabled={s.busy} title="Ctrl+I">
          {s.busy ? 'Importing…' : 'Import glTF/GLB…'}
        </button>
        <label>
          Units{' '}
          <select data-testid="import-unit" value={s.unit} onChange={(e) => useImport.setState({ unit: e.target.value as LengthUnit | 'auto' })}>
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {u === 'auto' ? 'guess from size' : UNIT_LABELS[u]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="row">
        <label>
          Up{' '}
          <select data-testid="import-up" value={s.up} onChange={(e) => useImport.setState({ up: e.target.value as UpAxis })}>
            <option value="y">Y (glTF)</option>
            <option value="z">Z (CAD, 3D print)</option>
          </select>
        </label>
        <label>
          Footprint{' '}
          <select data-testid="import-footprint" value={s.footprint} onChange={(e) => useImport.setState({ footprint: e.target.value as FootprintMode })}>
            <option value="hull">convex hull</option>
            <option value="bounds">bounding box</option>
          </select>
        </label>
      </div>
      {/* A framed group with its own legend, so these never read as the selected piece's traits. */}
      <fieldset className="import-traits" data-testid="import-traits">
        <legend>Traits the imported piece will get</legend>
        {TERRAIN_TRAITS.map((t) => (
          <label key={t} className="check">
            <input type="checkbox" data-testid={`import-trait-${t}`} checked={s.traits.includes(t)} onChange={(e) => setTrait(t, e.target.checked)} />
            {TRAIT_LABELS[t]}
          </label>
        ))}
      </fieldset>
      {s.last ? (
        <p className="hint" data-testid="import-result" style={{ color: s.last.ok ? '#9fd49a' : '#ff8a7a' }}>
          {s.last.text}
        </p>
      ) : (
        <p className="hint">Your model blocks line of sight as boxes that follow its shape (0.25" cells, coarser for big or busy models).</p>
      )}
    </div>
  );
}
