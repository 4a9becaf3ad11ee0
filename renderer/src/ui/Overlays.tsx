// Toasts for feedback and errors, and the keyboard-shortcut help overlay.
import { commands } from '../commands';
import { useApp } from '../store/app';

export function Toasts() {
  const toasts = useApp((s) => s.toasts);
  const dismiss = useApp((s) => s.dismissToast);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast ${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'} onClick={() => dismiss(t.id)}>
          {t.text}
        </div>
      ))}
    </div>
  );
}

export function HelpOverlay() {
  const open = useApp((s) => s.helpOpen);
  const setOpen = useApp((s) => s.setHelpOpen);
  if (!open) return null;
  return (
    <div className="overlay" role="dialog" aria-label="Keyboard shortcuts" onClick={() => setOpen(false)}>
      <div className="panel" onClick={(e) => e.stopPropagation()}>
        <h2>Keyboard shortcuts</h2>
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
            <tr>
              <td>
                <kbd>Left drag</kbd> / <kbd>Right drag</kbd> / <kbd>Wheel</kbd>
              </td>
              <td>Orbit / pan / zoom the camera</td>
            </tr>
          </tbody>
        </table>
        <button onClick={() => setOpen(false)}>Close</button>
      </div>
    </div>
  );
}
