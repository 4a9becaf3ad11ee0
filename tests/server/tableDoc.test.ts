// The table document (a shared layout) through the server: stored in SQLite across a restart, and edits two players
// made while the server was down merge when their clients reconnect.
import { afterEach, describe, expect, it } from 'vitest';
import type { Layout, TerrainPiece } from '../../engine/index';
import { layoutPatch, readLayout, writeLayout, writeLayoutPatch } from '../../net/layoutDoc';
import { roomDocs } from '../../net/protocol';
import { TableClient, testServer, waitFor, type TestServer } from './tableClient';

const crater = (id: string, x: number): TerrainPiece => ({ id, kind: 'crater', x, y: 10, rotationDeg: 0, traits: [], footprint: [[-2, -2], [2, -2], [2, 2], [-2, 2]], solids: [] });
const base: Layout = { format: 'sightline/layout', version: 1, name: 'Shared', table: { widthIn: 60, depthIn: 44 }, terrain: [crater('t1', 10)], models: [] };
const xs = (c: TableClient) => (readLayout(c.doc)?.terrain ?? []).map((t) => `${t.id}@${t.x}`).sort();

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const f of cleanup.reverse()) await f();
  cleanup = [];
});

describe('the table document on the server', () => {
  it('keeps the layout through a restart, and edits made while the server was down merge on reconnect', async () => {
    let s: TestServer = await testServer();
    cleanup.push(() => s.dispose());
    const doc = roomDocs('room-layout').table;
    // A stopped server does not always close its sockets with a frame the client sees: the provider then reconnects once
    // the socket has been silent for messageReconnectTimeout (30 s by default; 2 s here).
    const quick = { messageReconnectTimeout: 2000 };
    const [a, b] = [await TableClient.open(s.server.url, doc, quick), await TableClient.open(s.server.url, doc, quick)];
    cleanup.push(async () => {
      a.close();
      b.close();
    });
    writeLayout(a.doc, base, 'local');
    await waitFor('B to see the layout', () => xs(b).length === 1);
    // Let the server store the document (its store is debounced), then stop it.
    await new Promise((r) => setTimeout(r, 1500));
    await s.server.stop();
    // Offline: A moves t1, B adds t2.
    writeLayoutPatch(a.doc, layoutPatch(base, { ...base, terrain: [crater('t1', 20)] })!, 'local');
    writeLayoutPatch(b.doc, layoutPatch(base, { ...base, terrain: [...base.terrain, crater('t2', 40)] })!, 'local');
    s = await s.restart();
    await waitFor('both edits on both clients', () => xs(a).join() === 't1@20,t2@40' && xs(b).join() === 't1@20,t2@40', 15_000);
    // A third client, new after the restart, reads the merged layout from the server.
    const c = await TableClient.open(s.server.url, doc);
    cleanup.push(async () => c.close());
    await waitFor('the newcomer to see both edits', () => xs(c).join() === 't1@20,t2@40');
  });
});
