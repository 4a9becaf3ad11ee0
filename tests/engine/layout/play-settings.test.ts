// A layout keeps the symmetry mode it is built to and the ruleset it is set up for (issue 21, defect 10).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LayoutError, parseLayoutText, saveLayout, SYMMETRY_MODES } from '../../../engine/layout/index';
import { FIXTURE_DIR } from './helpers';

const golden = readFileSync(path.join(FIXTURE_DIR, 'v1.json'), 'utf8');

describe('symmetry and ruleset in the layout file', () => {
  it.each(SYMMETRY_MODES)('saves and reopens symmetry %s with its ruleset', (mode) => {
    const layout = { ...parseLayoutText(golden), symmetry: mode, ruleset: 'nuceria' };
    const text = saveLayout(layout);
    const back = parseLayoutText(text);
    expect(back.symmetry).toBe(mode);
    expect(back.ruleset).toBe('nuceria');
    expect(saveLayout(back)).toBe(text);
  });

  it('writes them after notes, before the terrain', () => {
    const text = saveLayout({ ...parseLayoutText(golden), symmetry: 'mirror-x', ruleset: 'hammer-wars' });
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['format', 'version', 'name', 'table', 'notes', 'symmetry', 'ruleset', 'terrain', 'models', 'deployment', 'objectives']);
  });

  it('a file without them (every file saved before) reads as before and saves back byte for byte', () => {
    const layout = parseLayoutText(golden);
    expect(layout.symmetry).toBeUndefined();
    expect(layout.ruleset).toBeUndefined();
    expect(saveLayout(layout)).toBe(golden);
  });

  it('refuses an unknown symmetry mode or an empty ruleset, naming the field', () => {
    const doc = JSON.parse(golden) as Record<string, unknown>;
    const errorOf = (d: unknown) => {
      try {
        parseLayoutText(JSON.stringify(d), 'x.sightline');
      } catch (e) {
        return e;
      }
      return null;
    };
    const bad = errorOf({ ...doc, symmetry: 'rotate-90' });
    expect(bad).toBeInstanceOf(LayoutError);
    expect((bad as LayoutError).path).toBe('symmetry');
    const empty = errorOf({ ...doc, ruleset: '' });
    expect(empty).toBeInstanceOf(LayoutError);
    expect((empty as LayoutError).path).toBe('ruleset');
  });
});
