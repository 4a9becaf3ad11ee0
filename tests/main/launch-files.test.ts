// Files handed over by the OS (double-click, `npm start -- file`, a second launch): which arguments are layouts.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { LAYOUT_FILE_ENDINGS, layoutFilesFromArgv } from '../../main/launch-files';
import { LAYOUT_FILE_ENDING, UNTITLED_FILE_NAME } from '../../renderer/src/store/app';

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
});
