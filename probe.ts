import { applyAction, createGame, sampleGameSetup } from './engine/index';
import { playMatch } from './tests/engine/ai/match';
const rs = 'reglas-basicas';
for (let g = 0; g < 6; g++) {
  const ai = g % 2;
  const players: any = ai === 0 ? ['normal', 'greedy'] : ['greedy', 'normal'];
  const r = playMatch(rs, 1000 + g, players, 3000);
  let s = createGame(sampleGameSetup(rs, 1000 + g));
  for (const a of r.actions) s = applyAction(s, a);
  const w = [0, 1].map((p) => s.models.filter((m) => m.player === p && m.onTable).length);
  const names = [0,1].map(p => (s.setup.armies[p] as any).name);
  console.log('AI is', ai, JSON.stringify(r.result.reason), 'models left', w, names);
}
