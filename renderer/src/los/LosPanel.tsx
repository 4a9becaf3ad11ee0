// The line-of-sight side panel: observer and target, the ruling in players' words, who can see a model, the unit matrix.
import { useMemo, useState } from 'react';
import { getRuleset, rulesetLosOptions, unitLosMatrix, whoCanSee, type LayoutModel } from '../../../engine/index';
import { canvasPng } from '../commands';
import { getPlatform } from '../platform/index';
import { useApp } from '../store/app';
import { useTools } from '../tools/toolStore';
import { exportRulingPng } from './exportRuling';
import { useLos } from './losStore';
import { computeMatrix } from './matrixClient';
import { useRuling } from './LosScene';

const pct = (v: number) => `${Math.round(v * 100)}%`;

function WhoCanSee({ target }: { target: LayoutModel }) {
  const layout = useApp((s) => s.history.present);
  const rulesetId = useApp((s) => s.rulesetId);
  const setPair = useLos((s) => s.setPair);
  const enemies = useMemo(() => layout.models.filter((m) => m.side !== target.side).map((m) => m.id), [layout, target.side]);
  const list = useMemo(
    () => (enemies.length ? whoCanSee(layout, target.id, { ...rulesetLosOptions(rulesetId), observerIds: enemies, raysPerPair: 256 }) : []),
    [layout, target.id, rulesetId, enemies],
  );
  return (
    <div data-testid="who-can-see">
      <h4>Who can see {target.id}</h4>
      {enemies.length === 0 ? (
        <p className="hint">No enemy models on the table.</p>
      ) : list.length === 0 ? (
        <p className="good">No enemy model can see {target.id}.</p>
      ) : (
        <ul className="plain">
          {list.map((w) => (
            <li key={w.observerId}>
              <button className="chip" onClick={() => setPair(w.observerId, target.id)}>
                {w.observerId}
              </button>{' '}
              sees {pct(w.visibleFraction)}
            </li>
          ))}
        </ul>
      )}
      <p className="hint">{enemies.length - list.length} of {enemies.length} enemy models have no line of sight.</p>
    </div>
  );
}

function MatrixSection() {
  const layout = useApp((s) => s.history.present);
  const rulesetId = useApp((s) => s.rulesetId);
  const notify = useApp((s) => s.notify);
  const [result, setResult] = useState<{ units: string[]; cells: number[][]; ms: number; n: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { ids, fractions, ms } = await computeMatrix(layout, rulesetId);
      // A unit sees a unit when any of its models sees any model of the other: the best share seen (engine roll-up).
      const m = unitLosMatrix(layout, { observerIds: ids, targetIds: ids, rowStart: 0, rowEnd: ids.length, raysPerPair: 16, fractions });
      const names = m.units.map((k) => k.slice(k.indexOf(':') + 1));
      const units = m.units.map((k, i) => (names.indexOf(names[i]!) === names.lastIndexOf(names[i]!) ? names[i]! : `${names[i]} (side ${k.slice(0, k.indexOf(':'))})`));
      const cells = units.map((_, a) => units.map((__, b) => m.fractions[a * units.length + b]!));
      setResult({ units, cells, ms, n: ids.length });
    } catch (e) {
      notify('error', `The line-of-sight matrix failed: ${String(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <h4>Unit matrix</h4>
      <button onClick={run} disabled={busy || layout.models.length < 2} data-testid="los-matrix">
        {busy ? 'Computing…' : 'Who sees whom (all units)'}
      </button>
      {result && (
        <>
          <table className="matrix" data-testid="los-matrix-table">
            <thead>
              <tr>
                <th>sees →</th>
                {result.units.map((u) => (
                  <th key={u}>{u}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.units.map((u, i) => (
                <tr key={u}>
                  <th>{u}</th>
                  {result.cells[i]!.map((v, j) => (
                    <td key={j} className={i === j ? 'self' : v > 0 ? 'seen' : 'blind'}>
                      {i === j ? '·' : pct(v)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="hint">
            {result.n} models, 16 rays per pair, in {Math.round(result.ms)} ms on background workers.
          </p>
        </>
      )}
    </div>
  );
}

export function LosPanel() {
  const layout = useApp((s) => s.history.present);
  const rulesetId = useApp((s) => s.rulesetId);
  const { observerId, targetId, eyeView, setEyeView, swap, setPair } = useLos();
  const selection = useTools((s) => s.selection);
  const notify = useApp((s) => s.notify);
  const ruling = useRuling();
  const ruleset = getRuleset(rulesetId);
  const focus = layout.models.find((m) => m.id === (targetId ?? selection[0] ?? observerId));
  const exportIt = async () => {
    if (!ruling) return;
    const bytes = await canvasPng()
      .then((shot) => exportRulingPng(shot, ruling, layout.name))
      .catch(() => null);
    if (!bytes) return notify('error', 'Could not draw the ruling picture.');
    const r = await getPlatform().exportPng(bytes, `los-${ruling.los.observerId}-${ruling.los.targetId}.png`);
    if (r.ok) notify('info', `Exported ${r.value.name}.`);
    else if (!r.cancelled) notify('error', r.message);
  };
  return (
    <section aria-label="Line of sight">
      <h3>Line of sight</h3>
      <p className="hint">Click the observer, then the target. Rays: green reach the target, red stop where terrain or a model blocks them.</p>
      <p>
        Observer <b data-testid="los-observer">{observerId ?? '—'}</b> → target <b data-testid="los-target">{targetId ?? '—'}</b>{' '}
        {observerId && targetId && (
          <>
            <button className="chip" onClick={swap} title="Swap observer and target">⇄</button>{' '}
            <button className="chip" onClick={() => setPair(null, null)}>Clear</button>
          </>
        )}
      </p>
      {ruling && (
        <div className={`verdict tier-${ruling.verdict.tier}`} data-testid="los-verdict">
          <p className="headline">{ruling.headline}</p>
          {ruling.effect && <p data-testid="los-effect">{ruling.effect}</p>}
          {ruling.details.map((d) => (
            <p key={d} className="hint">
              {d}
            </p>
          ))}
          <div className="row">
            <button onClick={() => setEyeView(!eyeView)} aria-pressed={eyeView} data-testid="eye-view" title="Model's-eye view (M)">
              {eyeView ? 'Back to the table' : "Model's-eye view"}
            </button>
            <button onClick={exportIt}>Export ruling PNG</button>
          </div>
        </div>
      )}
      {ruleset.defaults.length > 0 && (
        <details>
          <summary>{ruleset.name}: Sightline's defaults where the rules are silent</summary>
          <ul className="plain">
            {ruleset.defaults.map((d) => (
              <li key={d.key}>
                <b>{d.key}</b> = {String(d.value)}: {d.why}
              </li>
            ))}
          </ul>
        </details>
      )}
      {focus && <WhoCanSee target={focus} />}
      <MatrixSection />
    </section>
  );
}
