// Layout files the operating system asks Sightline to open: a double-clicked .sightline file, `npm start -- file`,
// or a file opened while Sightline already runs (a second instance hands its command line over). Pure: no Electron.
import path from 'node:path';

/** File endings Sightline opens when the OS hands it a file (the association is .sightline; .json is what it saves too). */
export const LAYOUT_FILE_ENDINGS = ['.sightline', '.json'] as const;

/**
 * The layout files named on a command line, as absolute paths. `firstArg` skips the executable (and, when not
 * packaged, the app directory); switches (`--foo`) and files with other endings are ignored; relative names are
 * resolved against `workingDirectory`, the directory the command was run from.
 */
export function layoutFilesFromArgv(argv: readonly string[], firstArg: number, workingDirectory: string): string[] {
  return argv
    .slice(firstArg)
    .filter((a) => a.length > 0 && !a.startsWith('-') && LAYOUT_FILE_ENDINGS.some((e) => a.toLowerCase().endsWith(e)))
    .map((a) => path.resolve(workingDirectory, a));
}
