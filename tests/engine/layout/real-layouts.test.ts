// Every real tournament layout in shared/layouts/real loads and round-trips through saveLayout unchanged.
import { describe, expect, it } from 'vitest';
import { loadLayout, saveLayout } from '../../../engine/layout/index';
import { readRealLayout, realLayoutFiles, realLayoutIndex } from './helpers';

describe('real layouts', () => {
  const files = realLayoutFiles();

  it('finds all 65 files listed in the index', () => {
    expect(files).toHaveLength(65);
    expect(realLayoutIndex().map((e) => e.file).sort()).toEqual(files);
  });

  it.each(files)('%s loads, keeps its notes and round-trips exactly', (file) => {
    const doc = readRealLayout(file) as { notes?: string; terrain: unknown[] };
    const layout = loadLayout(doc);
    expect(layout.terrain).toHaveLength(doc.terrain.length);
    expect(layout.notes).toBe(doc.notes);
    expect(JSON.parse(saveLayout(layout))).toEqual(doc);
  });
});
