// Sightline's files as the desktop sees them: their endings (one list for the command line, the file dialogs and the
// packaged file associations) and a safe file name made from a layout's or game's name. Pure: no Electron.

export interface FileKind {
  /** The ending, with its dot, lower case. */
  readonly ending: string;
  /** What the operating system calls a file of this kind. */
  readonly description: string;
  /** Whether the installed app registers itself for the ending (double-click opens it in Sightline). */
  readonly associate: boolean;
  readonly mimeType?: string;
}

/**
 * Every kind of file Sightline opens. `.sightline` is a layout, `.sightlinegame` a saved game (the renderer tells them
 * apart by the ending; engine/game/gameFile.ts's GAME_FILE_ENDING), `.sightline-game` a game saved before browsers'
 * pickers made the ending change (it still opens, and is still Sightline's on a desktop that has such files);
 * `.json` layouts open too, but .json is not Sightline's to claim.
 */
export const FILE_KINDS: readonly FileKind[] = Object.freeze([
  { ending: '.sightline', description: 'Sightline terrain layout', associate: true, mimeType: 'application/x-sightline-layout' },
  { ending: '.sightlinegame', description: 'Sightline saved game', associate: true, mimeType: 'application/x-sightline-game' },
  { ending: '.sightline-game', description: 'Sightline saved game', associate: true, mimeType: 'application/x-sightline-game' },
  { ending: '.json', description: 'Sightline layout as JSON', associate: false },
]);

/** The endings Sightline opens when the OS hands it a file or the player picks one. */
export const OPENABLE_ENDINGS: readonly string[] = Object.freeze(FILE_KINDS.map((k) => k.ending));

/** Whether a path or file name has one of the endings Sightline opens (any case). */
export const isOpenableName = (name: string): boolean => OPENABLE_ENDINGS.some((e) => name.toLowerCase().endsWith(e));

/** The filter of the Open and Save dialogs (Electron wants the endings without their dots). */
export const OPEN_DIALOG_FILTERS = Object.freeze([{ name: 'Sightline layout or game', extensions: OPENABLE_ENDINGS.map((e) => e.slice(1)) }]);

/** Characters no file name may hold on some system Sightline runs on (path separators, Windows' reserved set, controls). */
const UNSAFE_CHARS = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
/** Names Windows keeps for devices, whatever ending follows them. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
/** Longest file name, in UTF-8 bytes (ext4, APFS and NTFS all allow 255). */
export const MAX_FILE_NAME_BYTES = 255;

const utf8Length = (s: string): number => new TextEncoder().encode(s).length;

/**
 * A file name made from a name the player typed ("Alpha/Bravo: round 2.sightline-game"), safe to suggest on any
 * system: no path separators or reserved characters (each run becomes "-"), no leading or trailing dots or spaces
 * (hidden files on Unix, stripped on Windows), no Windows device names, at most 255 bytes with its ending kept.
 * A name with nothing left becomes `fallback`.
 */
export function safeFileName(name: string, fallback = 'untitled'): string {
  let s = name.normalize('NFC').replace(UNSAFE_CHARS, '-').replace(/^[\s.]+|[\s.]+$/g, '');
  if (s === '' || /^-+$/.test(s)) s = fallback;
  if (WINDOWS_DEVICE.test(s)) s = `_${s}`;
  if (utf8Length(s) <= MAX_FILE_NAME_BYTES) return s;
  // Too long: shorten the part before the ending, a whole character at a time.
  const dot = s.lastIndexOf('.');
  const ending = dot > 0 && s.length - dot <= 20 ? s.slice(dot) : '';
  const stem = [...s.slice(0, s.length - ending.length)];
  while (stem.length > 1 && utf8Length(stem.join('') + ending) > MAX_FILE_NAME_BYTES) stem.pop();
  return `${stem.join('').replace(/[\s.]+$/, '')}${ending}`;
}
