// The native menu's shape, the Recent list, and atomic writes.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildMenuSpec, type MenuItemSpec } from '../../main/menu';
import { atomicWriteFile, MAX_RECENT, pushRecent } from '../../main/files';
import { MENU_COMMANDS } from '../../main/menu-commands';

const labels = (items: readonly MenuItemSpec[] | undefined) => (items ?? []).filter((i) => i.label).map((i) => i.label);

describe('native menu', () => {
  const spec = buildMenuSpec(['/a/one.json'], { isDev: false });
  it('has File, Edit, View and Help with the issue\'s items', () => {
    expect(spec.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Help']);
    const [file, edit, view, help] = spec;
    expect(labels(file!.submenu)).toEqual(['New Layout', 'Open…', 'Open Recent', 'Save', 'Save As…', 'Export PNG…', 'Quit']);
    expect(labels(edit!.submenu)).toEqual(['Undo', 'Redo']);
    expect(labels(view!.submenu)).toEqual(['Top-down View (T)', 'Grid (G)']);
    expect(labels(help!.submenu)).toEqual(['About Sightline']);
  });
  it('fills Recent and sends known commands only', () => {
    const recent = spec[0]!.submenu!.find((i) => i.label === 'Open Recent')!;
    expect(recent.submenu![0]).toMatchObject({ label: '/a/one.json', command: 'open-recent:/a/one.json' });
    const walk = (items: readonly MenuItemSpec[]): string[] => items.flatMap((i) => [...(i.command ? [i.command] : []), ...walk(i.submenu ?? [])]);
    for (const c of walk(spec)) expect(c.startsWith('open-recent:') || (MENU_COMMANDS as readonly string[]).includes(c)).toBe(true);
  });
  it('has no developer tools in a release build', () => {
    const roles = JSON.stringify(spec);
    expect(roles).not.toContain('toggleDevTools');
    expect(JSON.stringify(buildMenuSpec([], { isDev: true }))).toContain('toggleDevTools');
  });
});

describe('recent list', () => {
  it('puts the newest first, without duplicates, capped', () => {
    let list: string[] = [];
    for (let i = 0; i < 15; i++) list = pushRecent(list, `/f${i}`);
    list = pushRecent(list, '/f10');
    expect(list[0]).toBe('/f10');
    expect(list.length).toBe(MAX_RECENT);
    expect(new Set(list).size).toBe(list.length);
  });
});

describe('atomic write', () => {
  it('replaces the file and leaves no temp files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sightline-'));
    const f = path.join(dir, 'layout.json');
    writeFileSync(f, 'old');
    await atomicWriteFile(f, 'new contents');
    expect(readFileSync(f, 'utf8')).toBe('new contents');
    expect(readdirSync(dir)).toEqual(['layout.json']);
  });
  it('leaves the old file intact when the write fails', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sightline-'));
    const f = path.join(dir, 'layout.json');
    writeFileSync(f, 'old');
    // A directory where the file's parent should be makes the temp file impossible to create.
    await expect(atomicWriteFile(path.join(dir, 'missing-dir', 'x.json'), 'x')).rejects.toThrow();
    expect(readFileSync(f, 'utf8')).toBe('old');
  });
});
