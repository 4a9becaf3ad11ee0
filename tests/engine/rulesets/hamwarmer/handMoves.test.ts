// HamWarmer by hand (issue 23 item 3): "A Ghoul Pack 5" from Line Squad Alpha ... were offered only Hold; dragging into
// contact was refused". Every enemy unit within 12" can be charged by dragging the unit into contact, whatever spots the
// offers sampled; a pile in is dragged the same way; the engine judges the whole move.
import { describe, expect, it } from 'vitest';
import { applyAction, handMoves, judgeHandMove, legalActions, type GameState, type ModelPosition } from '../../../../engine/index';
import { makeTerrain } from '../../../../engine/terrain/library';
import type { HwrState } from '../../../../engine/rulesets/hamwarmer/game/state';
import { battle } from './helpers';

/** The Ghoul Pack (8 models, 25 mm) in two ranks of four at y0, y0+1.1 round x=30; Line Squad Alpha in a row at `squadY`. */
function ghoulsAndSquad(y0: number, squadY: number, phase: string, terrain: Parameters<typeof battle>[3] = []): GameState<HwrState> {
  const place: Record<string, [number, number]> = {};
  for (let k = 0; k < 8; k++) place[`p2-u1-g0-${k}`] = [28.35 + (k % 4) * 1.1, y0 + Math.floor(k / 4) * 1.1];
  place['p1-u1-g0-0'] = [25, squadY];
  for (let k = 0; k < 7; k++) place[`p1-u1-g1-${k}`] = [26.1 + k * 1.1, squadY];
  place['p1-u1-g2-0'] = [33.8, squadY];
  place['p1-u1-g2-1'] = [34.9, squadY];
  // The Siege Tank far off (more than 12" from the ghouls).
  place['p1-u5-g0-0'] = [50, 4];
  return battle(place, phase, 1, terrain);
}

/** The unit's models carried `dy` inches along y. */
const carried = (s: GameState, unit: string, dy: number): Record<string, ModelPosition> =>
  Object.fromEntries(s.models.filter((m) => m.unit === unit && m.onTable).map((m) => [m.id, { x: m.x, y: m.y + dy }]));

describe('HamWarmer: charging by hand', () => {
  // A 4" container (impassable, x 31.5-35.5) in the way of the Ghoul Pack's right-hand models: the unit carried straight
  // at Line Squad Alpha hits it, so the offers sample no charge; the player drags the unit past it.
  const container = [makeTerrain('container', { id: 'c', x: 33.5, y: 24, params: { lengthIn: 4 } })];

  it('a unit 5" from an enemy unit may charge it by hand where the offers found no contact spot; a unit more than 12" off may not be charged', () => {
    // Ghoul front rank at y=21.1 (bases reach 21.59); the squad at y=27 (bases from 26.51): about 4.9" apart.
    const s = ghoulsAndSquad(20, 27, 'Charge', container);
    expect(legalActions(s).filter((a) => a.type === 'charge'), 'the sampled offers').toEqual([]);
    const charges = handMoves(s, 'p2-u1').filter((h) => h.role === 'charge');
    // Not the Siege Tank, 16" off.
    expect(charges.map((h) => h.action.target)).toEqual(['p1-u1']);
    expect(charges[0]!.words).toMatch(/Ghoul Pack .*Line Squad Alpha/);
  });

  it('the unit dragged round the container into contact is judged as a charge at the unit it touches, and the dice are rolled', () => {
    const s = ghoulsAndSquad(20, 27, 'Charge', container);
    // 4" left and 5" on: the front rank ends at y 26.1 in base contact with the squad; every path passes left of the
    // container.
    const moved = Object.fromEntries(s.models.filter((m) => m.unit === 'p2-u1').map((m) => [m.id, { x: m.x - 4, y: m.y + 5 }]));
    const v = judgeHandMove(s, 'p2-u1', moved);
    expect(v.ok, v.ok ? '' : v.reason).toBe(true);
    if (!v.ok) return;
    expect(v.action.type).toBe('charge');
    expect(v.action.target).toBe('p1-u1');
    const after = applyAction(s, v.action);
    const said = after.log.slice(s.log.length).map((l) => l.text).join('\n');
    expect(said).toMatch(/Overwatch/);
    expect(said).toMatch(/charges \d+" into Line Squad Alpha|The charge fails|slain/);
  });

  it('straight through the container is refused, naming it', () => {
    const s = ghoulsAndSquad(20, 27, 'Charge', container);
    const v = judgeHandMove(s, 'p2-u1', carried(s, 'p2-u1', 26.51 - 0.5 - 21.59));
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.reason).toMatch(/Container|impassable/i);
  });

  it('a charge dragged past its models\' reach of 12" is refused with the rule', () => {
    const s = ghoulsAndSquad(12, 23.5, 'Charge');
    // The rear rank would move about 12.5": more than the 12" a charge may be declared over.
    const v = judgeHandMove(s, 'p2-u1', { ...carried(s, 'p2-u1', 23.5 - 0.98 - 0.5 - 13.59), 'p2-u1-g0-4': { x: 28.35, y: 13.1 + 14 } });
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.reason).toMatch(/\w+ \w+ \w+/);
  });
});

describe('HamWarmer: piling in by hand', () => {
  it('in the Fight phase, models dragged up to 2" into contact fight with the models now within 1"', () => {
    // The Ghoul Pack charged this round: its front rank (y 25.52, bases to 26.01) is 0.5" from the squad's bases (from
    // 26.51), its rear rank (y 24.42) 1.6" off.
    const g = ghoulsAndSquad(24.42, 27, 'Fight');
    const s = { ...g, ruleset: { ...g.ruleset, units: g.ruleset.units.map((u) => (u.id === 'p2-u1' ? { ...u, chargedRound: 1 } : u)) } };
    const fights = handMoves(s, 'p2-u1').filter((h) => h.action.type === 'fight');
    expect(fights.map((h) => h.action.target)).toEqual(['p1-u1']);
    // Two rear models step round the ends of the front rank (1.56" each), within 1" of the squad.
    const v = judgeHandMove(s, 'p2-u1', { 'p2-u1-g0-0': { x: 27.25, y: 25.52 }, 'p2-u1-g0-3': { x: 32.75, y: 25.52 } });
    expect(v.ok, v.ok ? '' : v.reason).toBe(true);
    if (!v.ok) return;
    expect(v.action.type).toBe('fight');
    const after = applyAction(s, v.action);
    const said = after.log.slice(s.log.length).map((l) => l.text).join('\n');
    expect(said).toMatch(/piles in/);
    // Six ghouls now fight (the four of the front rank and the two that piled in).
    expect(said).toMatch(/with 6 models/);
  });
});
