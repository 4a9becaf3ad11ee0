// The one keyboard route: a single keydown listener passes each key through layers in a fixed precedence (an open
// dialog, the dice tray's skip, the active tool's steps back, the tools' keys, then the commands' shortcuts).
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

/** What a key layer does with a key: uses it (the browser's default is prevented), lets it through to the focused element
 * but stops the route (a dialog's own fields and buttons), or passes it to the next layer. */
export type KeyOutcome = 'handled' | 'stop' | false;

export interface KeyEventLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

/**
 * One layer of the keyboard route. Layers are tried from the highest priority down (the latest added first among equals);
 * the first that does not pass the key ends the route. A layer sees keys typed in a text field only with `evenInText`.
 */
export interface KeyLayer {
  readonly id: string;
  readonly priority: number;
  readonly evenInText?: boolean;
  handle(e: KeyEventLike): KeyOutcome;
}

/** The precedence, highest first: an open dialog, the dice tray's skip, a tool's own steps back, the tools' keys, commands. */
export const KEY_PRIORITY = { dialog: 100, diceSkip: 80, toolStep: 60, tool: 40, commands: 20 } as const;

const layers: { layer: KeyLayer; seq: number }[] = [];
let layerSeq = 0;

/** Adds a layer to the route; returns what removes it (for a React effect's cleanup). */
export function addKeyLayer(layer: KeyLayer): () => void {
  const entry = { layer, seq: ++layerSeq };
  layers.push(entry);
  return () => {
    const i = layers.indexOf(entry);
    if (i >= 0) layers.splice(i, 1);
  };
}

/**
 * An active tool's step back on Escape (a drag, a zone, a template), taken before the tools' own Escape leaves the tool:
 * `stepBack` says whether there was a step to take; `after` runs when there was (a redraw).
 */
export function addEscapeStep(id: string, stepBack: () => boolean, after: () => void): () => void {
  return addKeyLayer({
    id,
    priority: KEY_PRIORITY.toolStep,
    handle: (e) => {
      if (e.key !== 'Escape' || !stepBack()) return false;
      after();
      return 'handled';
    },
  });
}

/** The layers in the order the route tries them. */
export function keyRoute(): readonly KeyLayer[] {
  return [...layers].sort((a, b) => b.layer.priority - a.layer.priority || b.seq - a.seq).map((e) => e.layer);
}

/** Routes one key through the layers; returns the layer that took it and how, or null when none did. */
export function routeKey(e: KeyEventLike, route: readonly KeyLayer[] = keyRoute()): { id: string; outcome: 'handled' | 'stop' } | null {
  const inText = isTextEntry(e.target);
  for (const layer of route) {
    if (inText && !layer.evenInText) continue;
    const outcome = layer.handle(e);
    if (outcome) return { id: layer.id, outcome };
  }
  return null;
}

/** The commands' shortcuts as the lowest layer of the route. */
export const commandsLayer: KeyLayer = {
  id: 'commands',
  priority: KEY_PRIORITY.commands,
  handle: (e) => {
    const combo = keyCombo(e);
    const cmd = commands().find((c) => c.keys?.split(' / ').includes(combo));
    if (!cmd) return false;
    void runCommand(cmd.id);
    return 'handled';
  },
};

/** The one keydown listener of the app (capture phase, so it runs before any element's own handler). */
export function installKeyboard(target: Window = window): () => void {
  const removeCommands = addKeyLayer(commandsLayer);
  const onKey = (e: KeyboardEvent) => {
    const took = routeKey(e);
    if (took?.outcome !== 'handled') return;
    e.preventDefault();
    e.stopPropagation();
  };
  target.addEventListener('keydown', onKey, true);
  return () => {
    target.removeEventListener('keydown', onKey, true);
    removeCommands();
  };
}
