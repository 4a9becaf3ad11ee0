// Format versions: the golden fixture of every version migrates to the current one and v1 saves back byte for byte.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT_FORMAT_VERSION, LAYOUT_MIGRATIONS, loadLayout, migrateLayout, parseLayoutText, saveLayout } from '../../../engine/layout/index';
import { FIXTURE_DIR } from './helpers';

const fixtures = readdirSync(FIXTURE_DIR).filter((f) => /^v\d+\.json$/.test(f));

describe('layout versions', () => {
  it('has one golden fixture per version up to the current one', () => {
    expect(fixtures.sort()).toEqual(Array.from({ length: LAYOUT_FORMAT_VERSION }, (_, i) => `v${i + 1}.json`));
    for (let v = 1; v < LAYOUT_FORMAT_VERSION; v++) expect(LAYOUT_MIGRATIONS[v]).toBeTypeOf('function');
  });

  it.each(fixtures)('%s loads at the current version', (file) => {
    const layout = parseLayoutText(readFileSync(path.join(FIXTURE_DIR, file), 'utf8'), file);
    expect(layout.version).toBe(LAYOUT_FORMAT_VERSION);
  });

  it('v1 golden file uses every field and saves back byte for byte', () => {
    const text = readFileSync(path.join(FIXTURE_DIR, 'v1.json'), 'utf8');
    const layout = parseLayoutText(text);
    expect(saveLayout(layout)).toBe(text);
    expect(layout.models.map((m) => m.base.kind).sort()).toEqual(['hull', 'oval', 'round']);
    expect(layout.models.map((m) => typeof m.side)).toContain('string');
    expect(layout.deployment?.zones).toHaveLength(2);
    expect(layout.objectives?.[0]?.controlRadiusIn).toBe(3.75);
    expect(layout.terrain[0]?.solids[2]?.box.rotationDeg).toBe(90);
    expect(layout.notes).toMatch(/Golden fixture/);
  });

  it('refuses a newer version with a message saying so', () => {
    const doc = { ...(JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'v1.json'), 'utf8')) as object), version: 3 };
    expect(() => loadLayout(doc)).toThrow('This layout was made by a newer Sightline (format version 3); this version reads up to 1.');
  });

  it('migrateLayout leaves a current document as it is and does not mutate it', () => {
    const doc = Object.freeze({ format: 'sightline/layout', version: 1, name: 'x' });
    expect(migrateLayout(doc)).toEqual(doc);
  });

  it('the example in docs/layout-format.md loads', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../../docs/layout-format.md'), 'utf8');
    const example = /## Example\s+```json\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    expect(parseLayoutText(example!).terrain[0]?.solids).toHaveLength(2);
  });
});
