// The Game panel: the turn tracker (round, phase, whose move, score), the legal actions as buttons with number keys, the
// computer's reasoning, the battle report (click an entry to see the table as it was), undo, save and the end card.
import { useEffect, useMemo, useRef, useState } from 'react';
import { actionMeaning, GAME_RULESETS, legalActions, modelsLost, previewAttack, sideSummary, type AttackPreview, type AttackTemplate, type GameAction, type GameLogEntry, type GameState, type PlayerIndex, type PlayerLuck } from '../../../engine/index';
import { addKeyLayer, keyCombo, KEY_PRIORITY } from '../keyboard';
import { useTools } from '../tools/toolStore';
import { unitsToAct } from './GameScene';
import { phaseName, unitName } from './names';
import { armDeploy, cancelPending, confirmPending } from './handPlay';

export { unitName };
import { aimAt, clearAim, endGame, exportReport, fireAim, hurryComputer, isAimable, play, saveGame, undoGame, useGame, viewAt } from './gameStore';
import type { LuckReply, LuckRequest } from './luck.worker';
import { useSharedGame } from '../share/gameShare';

/** One action as a button label: what it does in players' words, as its ruleset says (actionMeaning). */
export function actionLabel(state: GameState, a: GameAction): string {
  return actionMeaning(state, a).words;
}

/**
 * Labels for a list of actions, each told apart from the others: two offers with the same words (two spots to deploy the
 * same unit, two ways to move it) get where they put the first model, then a number if that is the same too.
 */
export function actionLabels(state: GameState, actions: readonly GameAction[]): string[] {
  const words = actions.map((a) => actionLabel(state, a));
  const count = (list: readonly string[]) => list.reduce((m, w) => m.set(w, (m.get(w) ?? 0) + 1), new Map<string, number>());
  const once = count(words);
  const placed = words.map((w, i) => {
    if (once.get(w)! < 2) return w;
    const first = Object.values(actions[i]!.positions ?? {})[0];
    return first ? `${w} to (${first.x.toFixed(1)}, ${first.y.toFixed(1)})` : w;
  });
  const twice = count(placed);
  const seen = new Map<string, number>();
  return placed.map((w) => {
    if (twice.get(w)! < 2) return w;
    const n = (seen.get(w) ?? 0) + 1;
    seen.set(w, n);
    return `${w} (option ${n})`;
  });
}

/** The unit an action is for (actionMeaning's unit), or null for a player's choice. */
export function actionUnit(state: GameState, a: GameAction): string | null {
  return actionMeaning(state, a).unit;
}

/**
 * What the open choices do, where their words alone do not say (Hammer Wars' goals: what Duty and Revenge score, in the
 * rules' words): one line for each different explanation, in the order of the buttons.
 */
function ChoiceDetails({ state, actions }: { state: GameState; actions: readonly GameAction[] }) {
  const details = useMemo(() => [...new Set(actions.map((a) => actionMeaning(state, a).detail).filter((d): d is string => !!d))], [state, actions]);
  if (!details.length) return null;
  return (
    <ul className="plain muted choice-details" data-testid="choice-details">
      {details.map((d) => (
        <li key={d}>{d}</li>
      ))}
    </ul>
  );
}

/** A move made by hand, not yet played: the engine's verdict, and Confirm (Enter) / Put back (Escape). */
function PendingBox({ state }: { state: GameState }) {
  const p = useGame((g) => g.pending);
  if (!p) return null;
  const v = p.verdict;
  return (
    <div className={`panel-row pending ${v.ok ? 'good' : 'bad'}`} data-testid="pending-move">
      {v.ok ? (
        <>
          <div data-testid="pending-verdict">
            ✓ {v.words}: allowed. <b>Enter</b> plays it; drag a model (Alt+drag for one) to adjust it.
          </div>
          {p.adjusted && (
            <div className="hint" data-testid="pending-adjusted">
              {p.adjusted}
            </div>
          )}
        </>
      ) : (
        <div data-testid="pending-verdict">
          ✗ {v.reason.startsWith(unitName(state, p.unit)) ? v.reason : `${unitName(state, p.unit)} cannot go there: ${v.reason}`}
          {v.tried.length > 1 && (
            <ul className="plain">
              {v.tried.slice(1).map((t) => (
                <li key={t.words}>
                  As {t.words}: {t.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button onClick={() => confirmPending()} disabled={!v.ok} data-testid="pending-confirm">
        Confirm (Enter)
      </button>{' '}
      <button onClick={() => cancelPending()} data-testid="pending-cancel">
        Put back (Esc)
      </button>
    </div>
  );
}

/** The same action, whatever template placement the aimed one carries. */
const sameAction = (aim: GameAction, a: GameAction): boolean => {
  const { templateAt: _placed, ...rest } = aim;
  return JSON.stringify(rest) === JSON.stringify(a);
};

/** Clicking an action: an attack is aimed first (its preview shows), anything else is played at once. */
function choose(state: GameState, a: GameAction): void {
  if (isAimable(state, a)) aimAt(a);
  else play(a);
}

const pct = (p: number) => (p >= 0.995 ? '>99%' : p > 0 && p < 0.005 ? '<1%' : `${Math.round(p * 100)}%`);

/** The expected result of an aimed attack, before any die is thrown: a bar per number of models slain. */
export function ShotPreview({ preview }: { preview: AttackPreview }) {
  const max = Math.max(...preview.slain, 1e-9);
  // Trailing buckets too small to show are folded away (the chart keeps at least 0 and 1).
  let last = preview.slain.length - 1;
  while (last > 1 && preview.slain[last]! < 0.005) last--;
  return (
    <div className="shot-preview" data-testid="shot-preview">
      <div className="panel-row">
        <b>{preview.attacker}</b> at <b>{preview.target}</b>
      </div>
      <div className="panel-row" data-testid="shot-cover">
        Cover: {preview.cover}
      </div>
      <ul className="shot-lines">
        {preview.lines.map((l, i) => (
          <li key={i}>{l.text}</li>
        ))}
      </ul>
      <div className="shot-chart" data-testid="shot-chart" role="img" aria-label={`Chance of each number of models slain${preview.includesScatter ? ' (includes scatter)' : ''}; expected ${preview.meanSlain.toFixed(2)}`}>
        {preview.slain.slice(0, last + 1).map((p, k) => (
          <div key={k} className="shot-bar" title={`${k} slain: ${(p * 100).toFixed(1)}%`}>
            <span className="shot-pct">{pct(p)}</span>
            <span className="shot-fill" style={{ height: `${Math.round((p / max) * 48)}px` }} />
            <span className="shot-k">{k}</span>
          </div>
        ))}
      </div>
      <div className="panel-row muted">
        Models slain (chance of each{preview.includesScatter ? ', includes scatter' : ''}) · expected {preview.meanSlain.toFixed(2)} slain, {preview.meanDamage.toFixed(2)} wounds{preview.note ? `. ${preview.note}` : ''}
      </div>
      {preview.templates && preview.templates.length > 0 && <TemplatePlacements templates={preview.templates} />}
      <div className="panel-row">
        <button className="primary" onClick={fireAim} data-testid="shot-fire">
          Fire <kbd>Enter</kbd>
        </button>{' '}
        <button onClick={clearAim}>
          Cancel <kbd>Esc</kbd>
        </button>
      </div>
    </div>
  );
}

/** Where the aimed attack's templates go (drawn on the table), and how to place them yourself with the Template tool. */
function TemplatePlacements({ templates }: { templates: readonly AttackTemplate[] }) {
  const tool = useTools((t) => t.tool);
  const blast = templates.some((t) => t.template.kind !== 'flame');
  return (
    <div className="panel-section" data-testid="shot-templates">
      <ul className="shot-lines">
        {templates.map((t, i) => (
          <li key={i} data-testid="shot-template">
            {t.weapon}: {t.template.kind.replace('-', ' ')} {t.template.kind === 'flame' ? `pointing ${Math.round((t.template as { headingDeg: number }).headingDeg)}°` : `over (${t.template.x.toFixed(1)}, ${t.template.y.toFixed(1)})`},{' '}
            {t.aimed ? 'where you placed it' : `placed by the default (template.placement)${t.why ? `: your placement ${t.why}` : ''}`}
            {t.scatters ? '; then it scatters' : ''}
          </li>
        ))}
      </ul>
      {tool === 'template' ? (
        <div className="panel-row muted" data-testid="shot-template-hint">
          Click {blast ? 'a model of the target unit to put the blast over its centre' : 'where the flame\'s wide end should point'}; the rules check it.
        </div>
      ) : (
        <button onClick={() => useTools.getState().setTool('template')} data-testid="shot-template-place" title="Place the template yourself with the Template tool">
          Place the template <kbd>B</kbd>
        </button>
      )}
    </div>
  );
}

/**
 * Your side beyond the table (pts and xp to spend, morale, your secret goal, the unit pool with costs): shown for the seat
 * you play; with both seats played by hand, for the player to act (pass the screen); the computer's secrets never.
 */
function SideSummaryView({ state, seats }: { state: GameState; seats: readonly string[] }) {
  const mine = ([0, 1] as PlayerIndex[]).filter((p) => seats[p] === 'you');
  const p: PlayerIndex | null = mine.length === 1 ? mine[0]! : mine.length === 2 ? state.toAct : null;
  const summary = useMemo(() => (p === null ? null : sideSummary(state, p)), [state, p]);
  if (p === null || !summary) return null;
  return (
    <details className="panel-section side-summary" data-testid="side-summary" open>
      <summary>Player {p + 1}: your side</summary>
      {summary.facts.map((f) => (
        <div key={f.label} className="panel-row" data-testid={`side-${f.label.toLowerCase().replace(/\s+/g, '-')}`}>
          {f.label}: <b>{f.value}</b>
          {f.secret && <span className="muted"> (hidden from your opponent)</span>}
        </div>
      ))}
      {summary.pool && summary.pool.length > 0 && (
        <table className="pool" data-testid="unit-pool">
          <thead>
            <tr>
              <th>Unit pool</th>
              <th>left</th>
              <th>cost</th>
            </tr>
          </thead>
          <tbody>
            {summary.pool.map((u) => (
              <tr key={u.name} className={u.affordable ? undefined : 'muted'} title={u.affordable ? 'You can buy this now' : 'Not enough pts or xp now'}>
                <td>{u.name}</td>
                <td>{u.left}</td>
                <td>{u.cost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}

/** The end card's dice luck: wounds each side's dice dealt against what the same decisions deal on average (counted on a worker). */
function LuckLine({ state, seats }: { state: GameState; seats: readonly string[] }) {
  const [luck, setLuck] = useState<readonly PlayerLuck[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    setLuck(null);
    setFailed(null);
    const worker = new Worker(new URL('./luck.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<LuckReply>) => {
      if (e.data.ok) setLuck(e.data.luck);
      else setFailed(e.data.message);
      worker.terminate();
    };
    worker.onerror = (e) => {
      setFailed(e.message || 'the worker stopped');
      worker.terminate();
    };
    worker.postMessage({ id: 1, state } satisfies LuckRequest);
    return () => worker.terminate();
  }, [state]);
  if (failed) return <div className="muted" data-testid="game-luck">Dice luck could not be counted: {failed}</div>;
  if (!luck) return <div className="muted" data-testid="game-luck">Dice luck: counting…</div>;
  return (
    <div data-testid="game-luck">
      {luck.map((l, p) =>
        l.attacks ? (
          <div key={p}>
            Dice luck, {playerLabel(seats, p)}: dealt {l.dealt} wounds against {l.expected.toFixed(1)} expected over {l.attacks} attack{l.attacks === 1 ? '' : 's'} (
            {l.dealt >= l.expected ? '+' : ''}
            {(l.dealt - l.expected).toFixed(1)}).
          </div>
        ) : null,
      )}
    </div>
  );
}

/** The units that can still act now (outlined on the table too). */
function StillToAct({ state }: { state: GameState }) {
  const names = useMemo(() => [...new Set([...unitsToAct(state)].map((u) => unitName(state, u)))], [state]);
  if (!names.length) return null;
  return (
    <div className="panel-row muted" data-testid="still-to-act" title="Outlined in yellow on the table">
      Can act now: {names.join(', ')}
    </div>
  );
}

/** The battle report's lines: each with its number in the game (its `seq`) and the number of actions taken by then. */
export function reportLines(log: readonly GameLogEntry[]): { seq: number; kind: GameLogEntry['kind']; text: string; afterAction: number }[] {
  let actions = 0;
  return log.map((l) => {
    if (l.kind === 'action') actions++;
    return { seq: l.seq, kind: l.kind, text: l.text, afterAction: actions };
  });
}

/** Casualties by unit: "Line Squad Alpha 4, Marksmen 1". */
function lossesByUnit(state: GameState, lost: readonly string[]): string {
  const by = new Map<string, number>();
  for (const unit of lost) by.set(unitName(state, unit), (by.get(unitName(state, unit)) ?? 0) + 1);
  return by.size ? [...by.entries()].map(([n, k]) => `${n} ${k}`).join(', ') : 'none';
}

const SEAT_WORDS: Readonly<Record<string, string>> = { you: 'you', computer: 'computer', remote: 'the other player' };
const playerLabel = (seats: readonly string[], p: number) => `Player ${p + 1} (${SEAT_WORDS[seats[p] ?? ''] ?? seats[p]})`;

export function GamePanel() {
  const g = useGame();
  // A shared table's game: End game ends it for both pages (the server's), so the button says so.
  const shared = useSharedGame((u) => u.hasGame);
  const s = g.state;
  const open = useMemo(() => (s && s.toAct !== null && g.seats[s.toAct] === 'you' && g.viewing === null ? legalActions(s) : []), [s, g.seats, g.viewing]);
  // The selected unit's actions are marked (click one of your models on the table); the list keeps the engine's order, so
  // a key never changes meaning when the selection does (Esc used to turn key 2 from Charge into Hold).
  const selection = useTools((t) => t.selection);
  const selectedUnit = useMemo(() => (s ? (s.models.find((m) => selection.includes(m.id) && m.player === s.toAct)?.unit ?? null) : null), [s, selection]);
  const actions = open;
  const ofSelected = useMemo(() => actions.map((a) => selectedUnit !== null && actionUnit(s!, a) === selectedUnit), [actions, selectedUnit, s]);
  const selectedCount = ofSelected.filter(Boolean).length;
  const labels = useMemo(() => (s ? actionLabels(s, actions) : []), [s, actions]);
  // Units of yours the rules let you deploy now and still off the table: drop them on the table by hand.
  const roster = useMemo(() => {
    if (!s) return [];
    const out = new Set<string>();
    for (const a of actions) {
      const m = actionMeaning(s, a);
      if (m.role === 'deploy' && m.unit && a.positions && s.models.some((x) => x.unit === m.unit && !x.onTable)) out.add(m.unit);
    }
    return [...out];
  }, [s, actions]);
  // Number keys pick the first nine actions; Ctrl+Z takes an action back (a layer above the layout's commands).
  useEffect(
    () =>
      addKeyLayer({
        id: 'game',
        priority: KEY_PRIORITY.toolStep,
        handle: (e) => {
          if (!useGame.getState().state) return false;
          const combo = keyCombo(e);
          if (combo === 'Ctrl+Z') {
            undoGame();
            return 'handled';
          }
          const aim = useGame.getState().aim;
          if (!aim && e.key === 'Enter' && confirmPending()) return 'handled';
          if (!aim && e.key === 'Escape' && cancelPending()) return 'handled';
          if (aim && e.key === 'Enter') {
            fireAim();
            return 'handled';
          }
          if (aim && e.key === 'Escape') {
            clearAim();
            return 'handled';
          }
          if (/^[1-9]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
            const a = actions[Number(e.key) - 1];
            const st = useGame.getState().state;
            if (!a || !st) return false;
            choose(st, a);
            return 'handled';
          }
          return false;
        },
      }),
    [actions],
  );
  const preview = useMemo(() => (s && g.aim ? previewAttack(s, g.aim) : null), [s, g.aim]);
  // The battle report follows the newest line.
  const logRef = useRef<HTMLOListElement>(null);
  const logLength = s?.log.length ?? 0;
  useEffect(() => {
    const el = logRef.current;
    if (el && g.viewing === null) el.scrollTop = el.scrollHeight;
  }, [logLength, g.viewing]);
  if (!s) return null;
  const plugin = GAME_RULESETS.find((p) => p.id === s.rulesetId);
  // As the ruleset reckons them (Hammer Wars returns a killed model to its pool, so the table alone cannot tell).
  const lost = modelsLost(s);
  const casualties = (p: PlayerIndex) => lost[p].length;
  return (
    <section className="game-panel" data-testid="game-panel" aria-label="Game">
      <div className="panel-row">
        <b>{plugin?.name ?? s.rulesetId}</b> · <span data-testid="game-round">Round {s.round}</span> · <span data-testid="game-phase">{phaseName(s.phase)}</span>
      </div>
      <div className="panel-row muted" data-testid="game-armies">
        {s.setup.armies.map((a, p) => `${playerLabel(g.seats, p)}: ${a.name}`).join(' · ')}
      </div>
      <div className="panel-row" data-testid="game-score">
        Score {s.points[0]}-{s.points[1]} · losses {casualties(0)} / {casualties(1)}
      </div>
      {s.result ? (
        <div className="end-card" data-testid="game-result">
          <b>{s.result.winner === null ? 'A draw' : `${playerLabel(g.seats, s.result.winner)} wins`}</b>
          <div>{s.result.reason}</div>
          <div>Models lost: Player 1 {casualties(0)}, Player 2 {casualties(1)}.</div>
          <div className="muted">
            Player 1: {lossesByUnit(s, lost[0])}. Player 2: {lossesByUnit(s, lost[1])}.
          </div>
          <LuckLine state={s} seats={g.seats} />
        </div>
      ) : (
        <div className="panel-row" data-testid="game-to-act">
          {s.toAct !== null && `${playerLabel(g.seats, s.toAct)} to act`}
          {g.thinking && (
            <>
              {' '}
              · <span className="muted">the computer is thinking…</span> <button onClick={hurryComputer}>Skip wait</button>
            </>
          )}
        </div>
      )}
      {g.lastReason && (
        <div className="panel-row muted" data-testid="game-reason">
          Computer: {g.lastWords ?? g.lastReason}
          {g.lastWords && (
            <details className="numbers">
              <summary>numbers</summary>
              {g.lastReason}
            </details>
          )}
        </div>
      )}
      {g.viewing !== null && (
        <div className="panel-row">
          Showing the table after action {g.viewing}. <button onClick={() => viewAt(null)}>Back to now</button>
        </div>
      )}
      {actions.length > 0 && <StillToAct state={s} />}
      <SideSummaryView state={s} seats={g.seats} />
      {preview && <ShotPreview preview={preview} />}
      {g.pending && <PendingBox state={s} />}
      {roster.length > 0 && (
        <div className="panel-row roster" data-testid="deploy-roster">
          <span className="muted">Deploy by hand (click a unit, then the table):</span>
          {roster.map((u) => (
            <button key={u} data-testid="roster-unit" className={g.deployArmed === u ? 'armed' : undefined} onPointerDown={() => armDeploy(g.deployArmed === u ? null : u)}>
              {unitName(s, u)}
            </button>
          ))}
        </div>
      )}
      {selectedCount > 0 && (
        <div className="panel-row" data-testid="selected-unit-actions">
          Selected: <b>{unitName(s, selectedUnit)}</b>, its {selectedCount} action{selectedCount === 1 ? ' is' : 's are'} marked ▸.
        </div>
      )}
      {actions.length > 0 && (
        <div className="game-actions" data-testid="game-actions">
          {actions.slice(0, 40).map((a, i) => (
            <button key={i} data-testid="game-action" data-type={a.type} data-role={actionMeaning(s, a).role} title={actionMeaning(s, a).detail} className={[g.aim && sameAction(g.aim, a) ? 'aimed' : '', ofSelected[i] ? 'of-selected' : ''].filter(Boolean).join(' ') || undefined} onClick={() => choose(s, a)}>
              {i < 9 && <kbd>{i + 1}</kbd>} {ofSelected[i] ? '▸ ' : ''}{labels[i]}
            </button>
          ))}
          {actions.length > 40 && <div className="muted">…and {actions.length - 40} more (drag a model to move it anywhere legal).</div>}
        </div>
      )}
      {actions.length > 0 && <ChoiceDetails state={s} actions={actions} />}
      <div className="panel-row">
        <button onClick={undoGame} title="Take back (Ctrl+Z)">Undo</button> <button onClick={() => void saveGame()} data-testid="game-save">Save game</button>{' '}
        <button onClick={() => void exportReport()}>Export report</button> {shared ? (
          <button onClick={endGame} data-testid="game-end" title="Ends the room's game on both players' pages (only a player holding a seat can). Leave, beside Copy link, closes it on this page only and stops sharing.">
            End game for both
          </button>
        ) : (
          <button onClick={endGame} data-testid="game-end">End game</button>
        )}
      </div>
      <details className="panel-section" data-testid="battle-report" open>
        <summary>Battle report ({s.log.length} lines)</summary>
        {/* Every line from the first, numbered by its place in the game; the list scrolls (it follows the newest line). */}
        <ol className="game-log" data-testid="game-log" ref={logRef} style={{ paddingLeft: `${String(s.log.length).length + 2}ch` }}>
          {reportLines(s.log).map((l) => (
            <li key={l.seq} value={l.seq} className={`log-${l.kind}`} onClick={() => viewAt(l.afterAction)} title="Show the table as it was after this action">
              {l.text}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
