// Files the operating system asks Sightline to open: a double-clicked .sightline or .sightline-game file,
// `npm start -- file`, or a file opened while Sightline already runs (a second instance hands its command line over).
// Pure: no Electron.
import path from 'node:path';
import { isOpenableName, OPENABLE_ENDINGS } from './file-kinds';

/** File endings Sightline opens when the OS hands it a file (the one list is FILE_KINDS in file-kinds.ts). */
export const LAYOUT_FILE_ENDINGS = OPENABLE_ENDINGS;

/**
 * The layout and game files named on a command line, as absolute paths. `firstArg` skips the executable (and, when not
 * packaged, the app directory); switches (`--foo`) and files with other endings are ignored; relative names are
 * resolved against `workingDirectory`, the directory the command was run from.
 */
export function layoutFilesFromArgv(argv: readonly string[], firstArg: number, workingDirectory: string): string[] {
  return argv
    .slice(firstArg)
    .filter((a) => a.length > 0 && !a.startsWith('-') && isOpenableName(a))
    .map((a) => path.resolve(workingDirectory, a));
}
