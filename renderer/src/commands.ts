// Every user command in one place, so the toolbar, the keyboard and the native menu do the same thing.
import type { MenuCommand } from '../../main/menu-commands';
import { describeThrown } from '../../engine/index';
import { getPlatform } from './platform/index';
import { emptyLayout, isDirty, UNTITLED_FILE_NAME, useApp } from './store/app';

export interface CommandDef {
  readonly id: string;
  readonly label: string;
  /** Shown in the help overlay; the keyboard handler matches it. */
  readonly keys?: string;
  readonly run: () => void | Promise<void>;
}

const app = () => useApp.getState();

/** The current frame of the 3D view as PNG bytes. */
export async function canvasPng(): Promise<Uint8Array<ArrayBuffer> | null> {
  const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="table-canvas"] canvas');
  if (!canvas) return null;
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

const registry: CommandDef[] = [];

export function registerCommand(def: CommandDef): void {
  const i = registry.findIndex((c) => c.id === def.id);
  if (i >= 0) registry[i] = def;
  else registry.push(def);
}

export const commands = (): readonly CommandDef[] => registry;
/** Runs a command; whatever goes wrong is shown to the player in words, never lost in the console. */
export async function runCommand(id: string): Promise<void> {
  const def = registry.find((c) => c.id === id);
  if (!def) return;
  try {
    await def.run();
  } catch (e) {
    app().notify('error', `${def.label} failed: ${describeThrown(e)}`);
  }
}

registerCommand({
  id: 'new',
  label: 'New layout',
  keys: 'Ctrl+N',
  run: () => {
    const s = app();
    if (isDirty(s) && !window.confirm('Discard unsaved changes to this layout?')) return;
    s.replaceDocument(emptyLayout(s.history.present.table), { path: null, name: UNTITLED_FILE_NAME });
    s.notify('info', 'New layout.');
  },
});
registerCommand({ id: 'undo', label: 'Undo', keys: 'Ctrl+Z', run: () => app().undo() });
registerCommand({ id: 'redo', label: 'Redo', keys: 'Ctrl+Shift+Z / Ctrl+Y', run: () => app().redo() });
registerCommand({ id: 'toggle-grid', label: 'Show or hide the grid', keys: 'G', run: () => app().toggleGrid() });
registerCommand({ id: 'toggle-unit-names', label: 'Show or hide unit names in a game', keys: 'N', run: () => app().toggleUnitNames() });
registerCommand({ id: 'toggle-top-down', label: 'Top-down view', keys: 'T', run: () => app().toggleTopDown() });
registerCommand({ id: 'help', label: 'Keyboard shortcuts', keys: '?', run: () => app().setHelpOpen(!app().helpOpen) });
registerCommand({
  id: 'export-png',
  label: 'Export the view as PNG',
  keys: 'Ctrl+E',
  run: async () => {
    const bytes = await canvasPng();
    if (!bytes) return app().notify('error', 'Nothing to export: the 3D view is not ready.');
    const r = await getPlatform().exportPng(bytes, `${app().history.present.name || 'sightline'}.png`);
    if (r.ok) app().notify('info', `Exported ${r.value.name}.`);
    else if (!r.cancelled) app().notify('error', `Export failed: ${r.message}`);
  },
});

let openRecentHandler: ((path: string) => Promise<void>) | undefined;
export const setOpenRecentHandler = (h: (path: string) => Promise<void>) => (openRecentHandler = h);

/** Handles a native menu command from Electron. */
export function handleMenuCommand(command: MenuCommand): void {
  if (command.startsWith('open-recent:')) void openRecentHandler?.(command.slice('open-recent:'.length));
  else if (command === 'about') app().notify('info', 'Sightline: a battlefield sandbox for tabletop wargamers.');
  else void runCommand(command);
}
