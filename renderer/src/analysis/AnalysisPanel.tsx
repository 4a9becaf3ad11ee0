// The Analysis side panel: run (with progress and Cancel), the summary card, and what the heatmap shows.
import { useApp } from '../store/app';
import { cancelAnalysis, startAnalysis } from './analysisClient';
import { useAnalysis, type HeatmapSource } from './analysisStore';

const pct = (v: number) => `${Math.round(v * 100)}%`;

function sourceKey(s: HeatmapSource): string {
  return s.kind === 'zone' ? `zone:${s.zoneId}` : s.kind === 'model' ? `model:${s.modelId}` : 'off';
}

export function AnalysisPanel() {
  const layout = useApp((s) => s.history.present);
  const a = useAnalysis();
  const running = a.status === 'running';
  const stale = a.result !== null && a.resultFor !== layout;
  const zoneName = new Map(a.result?.zones.map((z) => [z.id, z.name]) ?? []);
  const picked = a.modelViewshed?.modelId;
  return (
    <div>
      <h3>Layout analysis</h3>
      <div className="row">
        <label className="check">
          <input type="checkbox" checked={a.fine} disabled={running} onChange={(e) => a.set({ fine: e.target.checked })} data-testid="analysis-fine" /> Fine cells (1")
        </label>
        <label className="check" title="40k-style area terrain: obscuring pieces without walls block sight across their footprint">
          <input type="checkbox" checked={a.areaBlocks} disabled={running} onChange={(e) => a.set({ areaBlocks: e.target.checked })} /> Area terrain blocks
        </label>
      </div>
      <label>
        Model height{' '}
        <input
          type="number"
          min={0.5}
          max={10}
          step={0.1}
          value={a.modelHeightIn}
          disabled={running}
          onChange={(e) => {
            const v = Number(e.target.value);
            if (v >= 0.5 && v <= 10) a.set({ modelHeightIn: v });
          }}
        />{' '}
        "
      </label>
      <div className="row">
        <button onClick={startAnalysis} disabled={running} data-testid="analysis-run">
          Analyse layout
        </button>
        {running && (
          <button onClick={cancelAnalysis} data-testid="analysis-cancel">
            Cancel
          </button>
        )}
      </div>
      {running && (
        <div data-testid="analysis-running">
          <progress value={a.progress} max={1} data-testid="analysis-progress" style={{ width: '100%' }} />
          <p className="hint">
            <span data-testid="analysis-percent">{pct(a.progress)}</span> · {a.phase}
          </p>
        </div>
      )}
      {a.status === 'cancelled' && (
        <p className="hint" data-testid="analysis-status">
          Analysis cancelled{a.result ? ': the card below is from the previous run.' : '.'}
        </p>
      )}
      {a.result && (
        <div className="verdict" data-testid="analysis-summary">
          <div className="headline">Summary</div>
          {stale && <p className="bad">The layout has changed since: analyse again for current numbers.</p>}
          <ul className="plain">
            {a.result.summary.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </div>
      )}
      {(a.result || picked) && (
        <label>
          Heatmap{' '}
          <select
            data-testid="analysis-source"
            style={{ maxWidth: '100%' }}
            value={sourceKey(a.source)}
            onChange={(e) => {
              const v = e.target.value;
              a.set({ source: v === 'off' ? { kind: 'off' } : v.startsWith('zone:') ? { kind: 'zone', zoneId: v.slice(5) } : { kind: 'model', modelId: v.slice(6) } });
            }}
          >
            {a.result?.zones.map((z) => (
              <option key={z.id} value={`zone:${z.id}`}>
                Seen from {zoneName.get(z.id)}
              </option>
            ))}
            {picked && <option value={`model:${picked}`}>Seen by {picked}</option>}
            <option value="off">Off</option>
          </select>
        </label>
      )}
      <p className="hint">Warm cells: a model standing there is seen (stronger where more of the zone sees it). Blue: hidden. Click a model for its own viewshed.</p>
    </div>
  );
}
