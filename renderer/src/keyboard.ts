// Keyboard shortcuts: matches key events against the commands' `keys` strings.
import { commands, runCommand } from './commands';

/** Normalises a key event to the form commands use: "Ctrl+Shift+Z", "T", "?". Cmd counts as Ctrl on macOS. */
export function keyCombo(e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): string {
  const parts: string[] = [];
  if (e.ctrlKey || e.metaKey) parts.push('Ctrl');
  if (e.altKey) parts.push('Alt');
  const key = e.key === ' ' ? 'Space' : e.key.length === 1 ? e.key.toUpperCase() : e.key;
  // "?" is Shift+/ on most layouts: the character already says it.
  if (e.shiftKey && key.length === 1 && /[A-Z]/.test(key)) parts.push('Shift');
  else if (e.shiftKey && key.length > 1) parts.push('Shift');
  parts.push(key);
  return parts.join('+');
}

export function installKeyboard(target: Window = window): () => void {
  const onKey = (e: KeyboardEvent) => {
    const el = e.target as HTMLElement | null;
    if (el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable)) return;
    // Keys pressed inside a dialog belong to the dialog (its own buttons), not to the table behind it.
    if (el?.closest?.('[aria-modal="true"]')) return;
    const combo = keyCombo(e);
    const cmd = commands().find((c) => c.keys?.split(' / ').includes(combo));
    if (!cmd) return;
    e.preventDefault();
    void runCommand(cmd.id);
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
