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

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/**
 * Whether keys typed at `el` are text for it (a text field, a select, an editable area), so shortcuts must leave them.
 * A focused checkbox, radio or button takes no text: shortcuts still work there (Shift+Y after ticking a box).
 */
export function isTextEntry(el: EventTarget | null): boolean {
  const e = el as HTMLElement | null;
  if (!e || typeof e.tagName !== 'string') return false;
  if (e.tagName === 'TEXTAREA' || e.tagName === 'SELECT' || e.isContentEditable) return true;
  return e.tagName === 'INPUT' && !NOT_TEXT.has(((e as HTMLInputElement).type || 'text').toLowerCase());
}

export function installKeyboard(target: Window = window): () => void {
  const onKey = (e: KeyboardEvent) => {
    const el = e.target as HTMLElement | null;
    if (isTextEntry(el)) return;
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
