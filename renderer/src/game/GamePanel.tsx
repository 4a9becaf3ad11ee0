// The Game panel: the turn tracker (round, phase, whose move, score), the legal actions as buttons with number keys, the
// computer's reasoning, the battle report (click an entry to see the table as it was), undo, save and the end card.
import { useEffect, useMemo } from 'react';
import { GAME_RULESETS, legalActions, type GameAction, type GameState } from '../../../engine/index';
import { addKeyLayer, keyCombo, KEY_PRIORITY } from '../keyboard';
import { endGame, exportReport, hurryComputer, play, saveGame, undoGame, useGame, viewAt } from './gameStore';

/** A unit's name in players' words (the ruleset's unit list, else the model's name). */
export function unitName(state: GameState, id: unknown): string {
  const units = (state.ruleset as { units?: { id: string; name: string }[] }).units;
  const u = Array.isArray(units) ? units.find((x) => x.id === id) : undefined;
  if (u) return u.name;
  const m = state.models.find((x) => x.id === id || x.unit === id);
  return m ? m.name : String(id);
}

/** One action as a button label: "Shoot: Line Squad at Ghoul Pack", "Move: Captain to (12.0, 9.5)". */
export function actionLabel(state: GameState, a: GameAction): string {
  const verb = a.type.replace(/-/g, ' ');
  const head = verb.charAt(0).toUpperCase() + verb.slice(1);
  const unit = a.unit ?? a.unitId;
  const target = a.target ?? a.targetId;
  const parts: string[] = [];
  if (unit !== undefined) parts.push(unitName(state, unit));
  if (target !== undefined) parts.push(`at ${unitName(state, target)}`);
  if (a.positions) {
    const [id, p] = Object.entries(a.positions)[0]!;
    if (unit === undefined) parts.push(unitName(state, id));
    parts.push(`to (${p.x.toFixed(1)}, ${p.y.toFixed(1)})`);
  }
  for (const k of ['order', 'goal', 'spell', 'line', 'power']) if (a[k] !== undefined) parts.push(`${k} ${String(a[k])}`);
  return parts.length ? `${head}: ${parts.join(' ')}` : head;
}

const playerLabel = (seats: readonly string[], p: number) => `Player ${p + 1} (${seats[p] === 'you' ? 'you' : 'computer'})`;

export function GamePanel() {
  const g = useGame();
  const s = g.state;
  const actions = useMemo(() => (s && s.toAct !== null && g.seats[s.toAct] === 'you' && g.viewing === null ? legalActions(s) : []), [s, g.seats, g.viewing]);
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
          if (/^[1-9]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
            const a = actions[Number(e.key) - 1];
            if (!a) return false;
            play(a);
            return 'handled';
          }
          return false;
        },
      }),
    [actions],
  );
  if (!s) return null;
  const plugin = GAME_RULESETS.find((p) => p.id === s.rulesetId);
  const casualties = (p: number) => s.models.filter((m) => m.player === p && !m.onTable && m.wounds === 0).length;
  const logTail = s.log.slice(-60);
  let actionsSoFar = s.log.filter((l) => l.kind === 'action' && l.seq < (logTail[0]?.seq ?? 0)).length;
  return (
    <section className="game-panel" data-testid="game-panel" aria-label="Game">
      <div className="panel-row">
        <b>{plugin?.name ?? s.rulesetId}</b> · <span data-testid="game-round">Round {s.round}</span> · <span data-testid="game-phase">{s.phase}</span>
      </div>
      <div className="panel-row" data-testid="game-score">
        Score {s.points[0]}-{s.points[1]} · losses {casualties(0)} / {casualties(1)}
      </div>
      {s.result ? (
        <div className="end-card" data-testid="game-result">
          <b>{s.result.winner === null ? 'A draw' : `${playerLabel(g.seats, s.result.winner)} wins`}</b>
          <div>{s.result.reason}</div>
          <div>Models lost: Player 1 {casualties(0)}, Player 2 {casualties(1)}.</div>
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
          Computer: {g.lastReason}
        </div>
      )}
      {g.viewing !== null && (
        <div className="panel-row">
          Showing the table after action {g.viewing}. <button onClick={() => viewAt(null)}>Back to now</button>
        </div>
      )}
      {actions.length > 0 && (
        <div className="game-actions" data-testid="game-actions">
          {actions.slice(0, 40).map((a, i) => (
            <button key={i} data-testid="game-action" onClick={() => play(a)} title={JSON.stringify(a)}>
              {i < 9 && <kbd>{i + 1}</kbd>} {actionLabel(s, a)}
            </button>
          ))}
          {actions.length > 40 && <div className="muted">…and {actions.length - 40} more (drag a model to move it anywhere legal).</div>}
        </div>
      )}
      <div className="panel-row">
        <button onClick={undoGame} title="Take back (Ctrl+Z)">Undo</button> <button onClick={() => void saveGame()} data-testid="game-save">Save game</button>{' '}
        <button onClick={() => void exportReport()}>Export report</button> <button onClick={endGame} data-testid="game-end">End game</button>
      </div>
      <details className="panel-section" open>
        <summary>Battle report ({s.log.length} lines)</summary>
        <ol className="game-log" data-testid="game-log">
          {logTail.map((l) => {
            if (l.kind === 'action') actionsSoFar++;
            const k = actionsSoFar;
            return (
              <li key={l.seq} className={`log-${l.kind}`} onClick={() => viewAt(k)} title="Show the table as it was after this action">
                {l.text}
              </li>
            );
          })}
        </ol>
      </details>
    </section>
  );
}
