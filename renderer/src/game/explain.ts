// What the computer did and why, in players' words (issue 23 item 8): "Ghoul Pack shoots Line Squad Alpha: 3.2 wounds
// expected, 78% to slay at least one model; rather than Ghoul Pack charges Line Squad Beta". The search's own figures
// (utility, margin, candidates) stay behind the panel's "numbers" toggle.
import { actionMeaning, gamePlugin, previewAttack, type GameAction, type GameState } from '../../../engine/index';

const pct = (p: number): string => `${Math.round(p * 100)}%`;

/** Where the acting unit's models stand on average, before and after `action` (positions it gives), or null. */
function travel(state: GameState, action: GameAction, unit: string): { from: { x: number; y: number }; to: { x: number; y: number } } | null {
  const placed = Object.entries(action.positions ?? {});
  if (placed.length === 0) return null;
  const models = state.models.filter((m) => m.unit === unit && m.onTable);
  const mean = (ps: readonly { x: number; y: number }[]) => ({ x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length });
  const to = mean(placed.map(([, p]) => p));
  return { from: models.length ? mean(models) : to, to };
}

/** The objective nearest `p` with its name (the layout's, else "the objective at (x, y)") and how far it is. */
function nearestObjective(state: GameState, p: { x: number; y: number }): { name: string; distIn: number } | null {
  let best: { name: string; distIn: number } | null = null;
  for (const o of state.setup.layout.objectives ?? []) {
    const d = Math.hypot(o.x - p.x, o.y - p.y);
    if (!best || d < best.distIn) best = { name: !o.name ? `the objective at (${o.x.toFixed(0)}, ${o.y.toFixed(0)})` : /objective/i.test(o.name) ? o.name : `the ${o.name} objective`, distIn: d };
  }
  return best;
}

/**
 * The ruleset's own public line for an action where it keeps one (Hammer Wars' secret goal: "Secret goal written down"),
 * without the player: the report's words for it, so nothing hidden is said. Undefined: the action is public.
 */
function publicLine(state: GameState, a: GameAction): string | undefined {
  return gamePlugin(state.rulesetId)?.describeAction?.(a)?.replace(/^Player \d+: /, '');
}

/** The computer's choice in words: what it does, what it expects, and what it chose it over (never what is secret). */
export function explainChoice(state: GameState, action: GameAction, alternatives: readonly GameAction[] = []): string {
  // A choice the ruleset keeps secret is said as the battle report says it, with no other choice beside it.
  const secret = publicLine(state, action);
  if (secret !== undefined) return `${secret}.`;
  const m = actionMeaning(state, action);
  const parts: string[] = [m.words];
  if (m.role === 'attack' || m.role === 'reaction') {
    const p = previewAttack(state, action);
    if (p) {
      const atLeastOne = 1 - (p.slain[0] ?? 1);
      parts.push(`${p.meanDamage.toFixed(1)} wound${p.meanDamage.toFixed(1) === '1.0' ? '' : 's'} expected, ${pct(atLeastOne)} to slay at least one model`);
    }
  } else if (m.unit && (m.role === 'move' || m.role === 'deploy' || m.role === 'charge')) {
    const t = travel(state, action, m.unit);
    const obj = t ? nearestObjective(state, t.to) : null;
    if (t && obj) {
      const before = nearestObjective(state, t.from);
      const closer = m.role !== 'deploy' && before && before.name === obj.name ? before.distIn - obj.distIn : 0;
      parts.push(closer > 0.5 ? `${closer.toFixed(1)}" closer to ${obj.name} (${obj.distIn.toFixed(1)}" off)` : `${obj.distIn.toFixed(1)}" from ${obj.name}`);
    }
  }
  const other = alternatives.filter((a) => publicLine(state, a) === undefined).map((a) => actionMeaning(state, a).words).find((w) => w !== m.words);
  return `${parts.join(': ')}${other ? `; rather than ${other}` : ''}.`;
}
