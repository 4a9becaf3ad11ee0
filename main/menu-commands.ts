// Menu command names shared by main, the preload and the renderer (no dependencies, so the preload stays small).
export const MENU_COMMANDS = [
  'new',
  'open',
  'save',
  'save-as',
  'export-png',
  'undo',
  'redo',
  'toggle-top-down',
  'toggle-grid',
  'about',
] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number] | `open-recent:${string}`;
export const MENU_EVENT_CHANNEL = 'menu:command';
