// Hammer Wars' unit card (issue 23 item 5): the printed card (002_e47fa283e0ac09ca.txt, "Unit Cards": Move, Lives, Armor,
// Range, the attack lines, special rules) and the unit's state now (its order while active, activated this round, in
// base contact, in the pool).
import type { UnitProfile } from '../../../game/types';
import { cardNamed } from './cards';
import { enemiesOf, inContact, type HwGame } from './state';

const ORDER_WORDS: Readonly<Record<string, string>> = { hold: 'Hold', walk: 'Walk', run: 'Run', 'rapid-advance': 'Run (Rapid Advance)' };

/** GameRulesetPlugin.unitProfile: every Hammer Wars unit is one model with its card. */
export function hwUnitProfile(g: HwGame, unitId: string): UnitProfile | null {
  const m = g.models.find((x) => x.unit === unitId);
  const card = m ? cardNamed(m.name) : undefined;
  if (!m || !card) return null;
  const r = g.ruleset;
  const status: string[] = [];
  if (!m.onTable) status.push(m.wounds > 0 ? 'in the pool (not on the table)' : 'killed');
  if (r.active?.unit === unitId) status.push(`active: ${ORDER_WORDS[r.active.order] ?? r.active.order}${r.active.moved ? ', moved' : ''}`);
  else if (r.activated.includes(unitId)) status.push('activated this round');
  if (m.onTable && enemiesOf(g.models, m.player).some((e) => inContact(m, e))) status.push('in base contact with an enemy');
  return {
    stats: [
      { label: 'Move', value: `${card.moveIn}"` },
      { label: 'Lives', value: `${m.wounds} of ${card.lives}` },
      { label: 'Armor', value: card.armor },
      { label: 'Range', value: `${card.rangeIn}"` },
      { label: 'Cost', value: card.xp ? `${card.pts}pts + ${card.xp}xp` : `${card.pts}pts` },
    ],
    weapons: card.lines.map((l, i) => ({
      name: `Attack line ${i + 1}`,
      range: card.rangeIn === 0 ? 'Melee (base contact)' : `${card.rangeIn}"`,
      profile: `Dice ${l.dice}${l.splash ? '*' : ''}: Light ${l.Light}+, Medium ${l.Medium}+, Heavy ${l.Heavy}+${l.splash ? ' (*: one more attack on each enemy unit within 2" of the target)' : ''}`,
    })),
    status,
    rules: [card.category, ...card.special],
  };
}
