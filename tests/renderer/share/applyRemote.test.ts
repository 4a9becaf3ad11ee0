// A shared table's remote change reaches every undo step, so Undo takes back only this player's own change; and the
// share link carries the table server and the room.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Layout, TerrainPiece } from '../../../engine/index';
import { applyLayoutPatch, layoutPatch } from '../../../net/layoutDoc';
import { emptyLayout, useApp } from '../../../renderer/src/store/app';
import { shareLink, tableServerUrl } from '../../../renderer/src/share/tableShare';

const crater = (id: string, x: number): TerrainPiece => ({ id, kind: 'crater', x, y: 10, rotationDeg: 0, traits: [], footprint: [[-2, -2], [2, -2], [2, 2], [-2, 2]], solids: [] });
const ids = (l: Layout) => l.terrain.map((t) => t.id).sort();

beforeEach(() => useApp.getState().replaceDocument(emptyLayout(), { path: null, name: 'test.sightline' }));

describe('a remote change in the app store', () => {
  it('is applied to the document and every undo step, and is not an undo step itself', () => {
    const app = useApp.getState();
    expect(app.dispatch({ kind: 'place-terrain', pieces: [crater('mine', 10)], mode: 'none' }).ok).toBe(true);
    const before = useApp.getState().history.present;
    const patch = layoutPatch(before, { ...before, terrain: [...before.terrain, crater('theirs', 40)] })!;
    useApp.getState().applyRemote((l) => applyLayoutPatch(l, patch));
    expect(ids(useApp.getState().history.present)).toEqual(['mine', 'theirs']);
    expect(useApp.getState().history.past).toHaveLength(1);
    useApp.getState().undo();
    expect(ids(useApp.getState().history.present)).toEqual(['theirs']);
    useApp.getState().redo();
    expect(ids(useApp.getState().history.present)).toEqual(['mine', 'theirs']);
  });
});

describe('share links', () => {
  it('name the table server and the room; the page default is port 4455 on its own host', () => {
    expect(tableServerUrl('?table=ws%3A%2F%2F10.0.0.2%3A9000', 'example')).toBe('ws://10.0.0.2:9000');
    expect(tableServerUrl('?table=javascript%3Aalert(1)', 'example')).toBe('ws://example:4455');
    expect(tableServerUrl('', '')).toBe('ws://127.0.0.1:4455');
    const link = new URL(shareLink('http://127.0.0.1:5173/index.html?x=1#top', 'ws://127.0.0.1:4455', 'abcdefgh'));
    expect(link.searchParams.get('table')).toBe('ws://127.0.0.1:4455');
    expect(link.searchParams.get('room')).toBe('abcdefgh');
    expect(link.hash).toBe('');
  });
});
