// Toasts for feedback and errors, and the keyboard-shortcut help overlay.
import { commands } from '../commands';
import { useApp } from '../store/app';
import { Modal } from './Modal';

export function Toasts() {
  const toasts = useApp((s) => s.toasts);
  const dismiss = useApp((s) => s.dismissToast);
  return (
    // Toasts float over the table's lower right, where a player's own deployment zone often is: a click there reaches the
    // table through them (pointer-events none in styles.css), and only the × takes it, to dismiss the toast early.
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast ${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span>
            {t.text}
            {t.count > 1 && <span className="toast-count" data-testid="toast-count" title={`Said ${t.count} times`}> ×{t.count}</span>}
          </span>
          {/* The × is drawn by CSS, so the toast's text is its message alone. */}
          <button className="toast-close" aria-label="Dismiss" title="Dismiss" onClick={() => dismiss(t.id)} />
        </div>
      ))}
    </div>
  );
}

/** Keys handled by the tools themselves (not commands), listed so the help is complete. */
export const TOOL_KEYS: readonly (readonly [string, string])[] = [
  ['Q / E', 'Turn the selected models (or terrain pieces) 15° left / right'],
  ['Shift+Q / Shift+E', 'Turn the selected models 5° (terrain: Alt for 1°)'],
  ['Delete / Backspace', 'Remove the selected models (or terrain pieces, with their twins)'],
  ['Shift+click', 'Add a model to the selection'],
  ['Escape', 'Cancel the current drag or measurement, then clear the selection'],
  ['Left drag / Right drag / Wheel', 'Orbit / pan / zoom the camera'],
];

/** Keys and gestures of a game (the Game panel's key layer, the table's hand play), in the order a turn uses them. */
export const GAME_KEYS: readonly (readonly [string, string])[] = [
  ['1 - 9', 'Play the numbered action in the Game panel (the numbers stay put when the selection changes)'],
  ['Click a model of yours', 'Select its whole unit (the unit card shows) and mark its actions (▸)'],
  ['Drag a model of yours', 'Move, charge or pile in with its whole unit; the move waits, judged by the engine, until you confirm'],
  ['Alt+drag', 'Move one model alone (nudge a model of a pending move)'],
  ['Roster button, then click the table', 'Deploy that unit around the point in a legal formation'],
  ['Click an enemy model', 'Show its unit card and aim the first attack open on its unit: the preview shows before any die'],
  ['Enter', 'Play the pending move or deployment; fire the aimed attack'],
  ['Escape', 'Put the pending move back or drop the unit picked from the roster; cancel the aimed attack; then clear the selection'],
  ['Ctrl+Z', 'Take back the last action (in a game against the computer, back to your move)'],
  ['N', 'Show or hide unit names over the units'],
  ['Ctrl+G', 'Start a new game (solo practice)'],
];

export function HelpOverlay() {
  const open = useApp((s) => s.helpOpen);
  const setOpen = useApp((s) => s.setHelpOpen);
  if (!open) return null;
  return (
    <Modal label="Keyboard shortcuts" onClose={() => setOpen(false)} testId="help-dialog">
      {/* The heading row stays in view while the list scrolls, so Close never needs scrolling to. */}
      <div className="panel-head">
        <h2>Keyboard shortcuts</h2>
        <button onClick={() => setOpen(false)} data-testid="help-close">Close</button>
      </div>
      <table>
        <tbody>
          {commands()
            .filter((c) => c.keys)
            .map((c) => (
              <tr key={c.id}>
                <td>
                  <kbd>{c.keys}</kbd>
                </td>
                <td>{c.label}</td>
              </tr>
            ))}
          {TOOL_KEYS.map(([keys, what]) => (
            <tr key={keys}>
              <td>
                <kbd>{keys}</kbd>
              </td>
              <td>{what}</td>
            </tr>
          ))}
          <tr>
            <th colSpan={2}>In a game</th>
          </tr>
          {GAME_KEYS.map(([keys, what]) => (
            <tr key={`game-${keys}`} data-testid="help-game-key">
              <td>
                <kbd>{keys}</kbd>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
