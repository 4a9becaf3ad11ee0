// Files handed over by the OS (double-click, `npm start -- file`, a second launch): which arguments are layouts.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { LAYOUT_FILE_ENDINGS, layoutFilesFromArgv } from '../../main/launch-files';
import { LAYOUT_FILE_ENDING, UNTITLED_FILE_NAME } from '../../renderer/src/store/app';
import { GAME_FILE_ENDING, LEGACY_GAME_FILE_ENDINGS } from '../../engine/game/gameFile';
import { FILE_KINDS, OPEN_DIALOG_FILTERS } from '../../main/file-kinds';

describe('layoutFilesFromArgv', () => {
  it('skips the executable (packaged) or the executable and app directory (development)', () => {
    expect(layoutFilesFromArgv(['/opt/Sightline/sightline', '/home/a/city.sightline'], 1, '/home/a')).toEqual(['/home/a/city.sightline']);
    expect(layoutFilesFromArgv(['/x/electron', '.', 'maps/city.sightline'], 2, '/home/a')).toEqual([path.resolve('/home/a', 'maps/city.sightline')]);
    expect(layoutFilesFromArgv(['/x/electron', '.'], 2, '/home/a')).toEqual([]);
  });
  it('ignores switches and files that are not layouts, keeps .json and any case', () => {
    const argv = ['/opt/s', '--no-sandbox', '--allow-file-access-from-files', 'notes.txt', 'old.json', 'BIG.SIGHTLINE', '-psn_0_123', ''];
    expect(layoutFilesFromArgv(argv, 1, '/w')).toEqual(['/w/old.json', '/w/BIG.SIGHTLINE']);
  });
  it('opens saved games too, from the command line and by file association (issue 27)', () => {
    const argv = ['/opt/s', 'practice.sightline-game', '/g/Final.SIGHTLINE-GAME', 'a.sightline-gamex', 'new.sightlinegame'];
    expect(layoutFilesFromArgv(argv, 1, '/w')).toEqual(['/w/practice.sightline-game', '/g/Final.SIGHTLINE-GAME', '/w/new.sightlinegame']);
  });
  it('keeps absolute paths as given', () => {
    expect(layoutFilesFromArgv(['/opt/s', '/data/a.sightline', 'b.sightline'], 1, '/w')).toEqual(['/data/a.sightline', '/w/b.sightline']);
  });
});

describe('the layout file ending', () => {
  it('is what the app saves, what the OS associates with Sightline, and what it opens when handed a file', () => {
    const cfg = load(readFileSync('electron-builder.yml', 'utf8')) as { fileAssociations: { ext: string }[] };
    expect(UNTITLED_FILE_NAME.endsWith(LAYOUT_FILE_ENDING)).toBe(true);
    expect(cfg.fileAssociations.map((f) => `.${f.ext}`)).toContain(LAYOUT_FILE_ENDING);
    expect(LAYOUT_FILE_ENDINGS).toContain(LAYOUT_FILE_ENDING);
  });
  it('comes from one list: the command line, the dialogs and the packaged associations agree, games included', () => {
    type Association = { ext: string; mimeType?: string };
    const cfg = load(readFileSync('electron-builder.yml', 'utf8')) as { fileAssociations: Association[]; linux: { mimeTypes: string[] } };
    const associated = FILE_KINDS.filter((k) => k.associate);
    expect(cfg.fileAssociations.map((f) => `.${f.ext}`)).toEqual(associated.map((k) => k.ending));
    expect(cfg.fileAssociations.map((f) => f.mimeType)).toEqual(associated.map((k) => k.mimeType));
    expect(cfg.linux.mimeTypes).toEqual([...new Set(associated.map((k) => k.mimeType))]);
    expect(LAYOUT_FILE_ENDINGS).toEqual(FILE_KINDS.map((k) => k.ending));
    expect(OPEN_DIALOG_FILTERS[0]!.extensions).toEqual(FILE_KINDS.map((k) => k.ending.slice(1)));
    // The ending games are saved with, and the endings they had before, are ones Sightline opens and registers for.
    for (const e of [GAME_FILE_ENDING, ...LEGACY_GAME_FILE_ENDINGS]) expect(associated.map((k) => k.ending)).toContain(e);
  });
});
