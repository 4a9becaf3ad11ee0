// The native menu as plain data, so its shape is tested without Electron.
import type { MenuCommand } from './ipc-contract';

export interface MenuItemSpec {
  readonly label?: string;
  readonly role?: 'quit' | 'toggleDevTools' | 'reload' | 'togglefullscreen' | 'cut' | 'copy' | 'paste' | 'selectAll';
  readonly accelerator?: string;
  readonly type?: 'separator';
  readonly command?: MenuCommand;
  readonly submenu?: readonly MenuItemSpec[];
  readonly enabled?: boolean;
}

const sep: MenuItemSpec = { type: 'separator' };

/** File, Edit, View, Help, with the Recent submenu filled from `recent` (newest first). */
export function buildMenuSpec(recent: readonly string[], opts: { isDev: boolean }): MenuItemSpec[] {
  const recentItems: MenuItemSpec[] = recent.length
    ? recent.map((f) => ({ label: f, command: `open-recent:${f}` as const }))
    : [{ label: 'No recent layouts', enabled: false }];
  return [
    {
      label: 'File',
      submenu: [
        { label: 'New Layout', accelerator: 'CmdOrCtrl+N', command: 'new' },
        { label: 'Open…', accelerator: 'CmdOrCtrl+O', command: 'open' },
        { label: 'Open Recent', submenu: recentItems },
        sep,
        { label: 'Save', accelerator: 'CmdOrCtrl+S', command: 'save' },
        { label: 'Save As…', accelerator: 'CmdOrCtrl+Shift+S', command: 'save-as' },
        { label: 'Export PNG…', accelerator: 'CmdOrCtrl+E', command: 'export-png' },
        sep,
        { label: 'Quit', role: 'quit' },
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { label: 'Undo', accelerator: 'CmdOrCtrl+Z', command: 'undo' },
        { label: 'Redo', accelerator: 'CmdOrCtrl+Shift+Z', command: 'redo' },
        sep,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        { label: 'Top-down View (T)', command: 'toggle-top-down' },
        { label: 'Grid (G)', command: 'toggle-grid' },
        sep,
        { role: 'togglefullscreen' },
        ...(opts.isDev ? [{ role: 'reload' as const }, { role: 'toggleDevTools' as const }] : []),
      ],
    },
    { label: 'Help', submenu: [{ label: 'About Sightline', command: 'about' }] },
  ];
}
