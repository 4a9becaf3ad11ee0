// Game files are replayed by the file worker's request handler (issue 21 defect 13: off the UI thread): the state it
// sends back is the state a replay here gives, and a hostile file comes back as a refusal in words, not a hang.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, parseGameText, sampleGameSetup, saveGameText, seededRandom } from '../../../engine/index';
import { replayGameOffThread } from '../../../renderer/src/files/parseClient';
import { parseRequest } from '../../../renderer/src/files/parseRequest';

function savedGame(): string {
  let s = createGame(sampleGameSetup('nuceria', 2));
  const pick = seededRandom(15);
  for (let i = 0; i < 30 && !s.result; i++) {
    const acts = legalActions(s);
    s = applyAction(s, acts[Math.floor(pick() * acts.length)]!);
  }
  return saveGameText(s, 'probe');
}

describe('game files in the file worker', () => {
  it('replays a game file to the state a replay on this thread gives (structured-clone safe)', async () => {
    const text = savedGame();
    const reply = parseRequest({ id: 3, kind: 'game', text, fileName: 'probe.sightlinegame' });
    expect(reply.ok && 'game' in reply).toBe(true);
    if (!reply.ok || !('game' in reply)) return;
    expect(reply.id).toBe(3);
    expect(structuredClone(reply.game)).toEqual(parseGameText(text, 'probe.sightlinegame'));
    const r = await replayGameOffThread(text, 'probe.sightlinegame');
    expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(reply.game));
  });

  it('sends back a refusal naming the action for a move far off the table', async () => {
    const file = JSON.parse(savedGame()) as { actions: { positions?: Record<string, { x: number; y: number }> }[] };
    const i = file.actions.findIndex((a) => a.positions);
    const id = Object.keys(file.actions[i]!.positions!)[0]!;
    file.actions[i]!.positions![id]!.x = 1e300;
    const r = await replayGameOffThread(JSON.stringify(file), 'probe.sightlinegame');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(new RegExp(`action ${i + 1} of .*off the table`));
  });

  it('a layout request is still parsed as a layout (an incomplete one refused in words)', () => {
    const reply = parseRequest({ id: 1, text: '{"format":"sightline/layout","version":1}', fileName: 'x.sightline' });
    expect(reply.ok).toBe(false);
    if (!reply.ok) expect(reply.message).toMatch(/x.sightline: .*(missing|must)/);
  });
});
