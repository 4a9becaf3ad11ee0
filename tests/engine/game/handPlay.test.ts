// Playing on the table by hand (issue 23): a unit dropped from the roster lands whole and legal near the drop point; a
// unit dragged as a unit keeps its offset where it can and flows round what it cannot cross; the whole move is judged as
// one action by applyAction.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  applyAction,
  createGame,
  dragWholeUnit,
  dropUnit,
  edgeDistance,
  flowFormation,
  gamePlugin,
  getRuleset,
  handMoves,
  handReach,
  judgeHandMove,
  legalActions,
  openingsFor,
  parseGameText,
  playableRulesetIds,
  sampleGameSetup,
  seededRandom,
  TABLE_DRAG_ROLES,
  type GameState,
  type Vec2,
} from '../../../engine/index';
import { invariantProblems } from './play';
import { behemothOnTheBattery, squadThroughTheCarrier, stalkersThroughTheGhouls } from './handDrags';
import { standingProblem } from '../../../engine/game/kit';

const centroid = (poly: readonly Vec2[]): { x: number; y: number } => ({ x: poly.reduce((a, p) => a + p[0], 0) / poly.length, y: poly.reduce((a, p) => a + p[1], 0) / poly.length });

/** Plays the first offered action until the player to act can deploy a unit by hand; that unit. */
function untilDeploy(id: string, seed: number): { s: GameState; unit: string } | null {
  let s = createGame(sampleGameSetup(id, seed));
  for (let i = 0; i < 40 && !s.result; i++) {
    const unit = s.models.find((m) => !m.onTable && m.player === s.toAct && handMoves(s, m.unit).some((h) => h.role === 'deploy'))?.unit;
    if (unit) return { s, unit };
    s = applyAction(s, legalActions(s)[0]!);
  }
  return null;
}

describe.each(playableRulesetIds())('%s: deploying by hand', (id) => {
  it('a unit dropped in its zone lands whole, legal and without a base on another, near the drop point', () => {
    const found = untilDeploy(id, 3);
    expect(found, 'a unit to deploy by hand').not.toBeNull();
    const { s, unit } = found!;
    const zones = gamePlugin(id)!.deploymentZones?.(s);
    const zone = zones?.[s.toAct!];
    const at = zone ? centroid(zone) : { x: 30, y: s.toAct === 0 ? 6 : 38 };
    const r = dropUnit(s, unit, at.x, at.y, getRuleset(id).measuring.coherency);
    expect(r.ok, r.ok ? '' : r.reason).toBe(true);
    if (!r.ok) return;
    const after = applyAction(s, r.action);
    expect(invariantProblems(after)).toEqual([]);
    const placed = after.models.filter((m) => m.unit === unit && m.onTable);
    expect(placed.length).toBeGreaterThan(0);
    const c = centroid(placed.map((m) => [m.x, m.y] as Vec2));
    expect(Math.hypot(c.x - at.x, c.y - at.y)).toBeLessThanOrEqual(6 + 3);
  });
});

describe('dropUnit where a friend stands', () => {
  it.each(['althammer', 'hamwarmer'])('%s: a unit dropped on a deployed unit stands round the nearest point the rules accept, and says how far and why', (id) => {
    const { s, unit } = untilDeploy(id, 3)!;
    const coherency = getRuleset(id).measuring.coherency;
    const at = centroid(gamePlugin(id)!.deploymentZones!(s)[s.toAct!]!);
    const first = dropUnit(s, unit, at.x, at.y, coherency);
    expect(first.ok && first.adjusted).toBeNull();
    // The other player deploys; then the first player's next unit is dropped on the same point.
    let t = applyAction(s, first.ok ? first.action : legalActions(s)[0]!);
    let next: string | undefined;
    for (let i = 0; i < 10 && !next; i++) {
      next = t.toAct === s.toAct ? t.models.find((m) => !m.onTable && m.player === s.toAct && handMoves(t, m.unit).some((h) => h.role === 'deploy'))?.unit : undefined;
      if (!next) t = applyAction(t, legalActions(t)[0]!);
    }
    expect(next, 'a second unit to deploy').toBeDefined();
    const second = dropUnit(t, next!, at.x, at.y, coherency);
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    // Placed on the table, not kept in Reserves (HamWarmer's "Keep ... in Reserves" takes positions and ignores them).
    expect(second.words).toMatch(/^Deploy /);
    expect(second.adjusted).toMatch(/^Placed round a point [\d.]+" from where you clicked, the nearest the rules accept \(there: .+ would stand on the base of .+\)\.$/);
    const after = applyAction(t, second.action);
    expect(after.models.filter((m) => m.unit === next && m.onTable).length).toBeGreaterThan(0);
    expect(invariantProblems(after)).toEqual([]);
  });
});

describe('dropUnit outside the zone', () => {
  it('HamWarmer: a unit dropped in the enemy\'s zone is refused at once, saying how far outside its own zone the point is', () => {
    const found = untilDeploy('hamwarmer', 3)!;
    const { s, unit } = found;
    const zones = gamePlugin('hamwarmer')!.deploymentZones!(s);
    const enemy = centroid(zones[1 - s.toAct!]!);
    const own = zones[s.toAct!]!;
    // The zones are 12" strips along the long edges: the enemy's centre is 32 - 6 = 26" from the near edge of ours.
    const ys = own.map((p) => p[1]);
    const gap = enemy.y > Math.max(...ys) ? enemy.y - Math.max(...ys) : Math.min(...ys) - enemy.y;
    const r = dropUnit(s, unit, enemy.x, enemy.y, getRuleset('hamwarmer').measuring.coherency);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe(`That point is ${gap.toFixed(1)}" outside your deployment zone (the tinted strip on your side of the table): drop the unit inside it.`);
  });
});

describe('flowFormation', () => {
  it('keeps the offset where every model can go', () => {
    const found = untilDeploy('althammer', 5)!;
    const r = dropUnit(found.s, found.unit, 30, 8, getRuleset('althammer').measuring.coherency);
    expect(r.ok).toBe(true);
    const s = applyAction(found.s, r.ok ? r.action : legalActions(found.s)[0]!);
    const unit = s.models.filter((m) => m.unit === found.unit);
    const flowed = flowFormation(s, unit, 0, 2);
    for (const m of unit) {
      expect(flowed[m.id]!.x).toBeCloseTo(m.x, 3);
      expect(flowed[m.id]!.y).toBeCloseTo(m.y + 2, 3);
    }
  });
});

describe('flowFormation round terrain', () => {
  it('a model whose place would be inside impassable terrain takes the nearest free spot; every model stands legally', () => {
    const found = untilDeploy('althammer', 5)!;
    const r = dropUnit(found.s, found.unit, 30, 8, getRuleset('althammer').measuring.coherency);
    const s = applyAction(found.s, r.ok ? r.action : legalActions(found.s)[0]!);
    const wall = s.setup.layout.terrain.find((t) => t.traits.includes('impassable'));
    expect(wall, 'the sample layout has an impassable piece').toBeDefined();
    const unit = s.models.filter((m) => m.unit === found.unit);
    const lead = unit[0]!;
    const dx = wall!.x - lead.x;
    const dy = wall!.y - lead.y;
    const flowed = flowFormation(s, unit, dx, dy);
    const moving = new Map(Object.entries(flowed));
    const board = { setup: s.setup, models: s.models };
    for (const m of unit) expect(standingProblem(board, m, flowed[m.id]!, moving), m.id).toBeNull();
    // The lead's place was the piece's centre: it stands off the piece, as near as the search allows (rings to 2").
    const p = flowed[lead.id]!;
    expect(Math.hypot(p.x - wall!.x, p.y - wall!.y)).toBeGreaterThan(0.5);
  });
});

describe('a whole unit dragged into a consolidation', () => {
  // The game as CI's deep e2e met it (play-by-hand, HamWarmer dice seed 7, Fight phase): Gargoyle Swarm, 0.5" short of
  // the enemy Carrier, consolidates. The drag of the unit by the offset of the consolidation the greedy bot chose was
  // refused three times: the plain flow keeps a model as far from enemies as a plain move may pass, so it held a
  // Gargoyle back behind where it stood, and "would not end closer to the closest enemy model".
  const s = parseGameText(readFileSync(path.resolve('tests/fixtures/games/hamwarmer-consolidate-by-hand.sightlinegame'), 'utf8'));
  const unit = s.models.filter((m) => m.unit === 'p1-u4' && m.onTable);
  const carrier = s.models.find((m) => m.id === 'p2-u4-g0-0')!;
  const [dx, dy] = [0.294, 0.559];

  it('the plain flow holds a model back and is refused', () => {
    expect(s.phase).toBe('Fight');
    expect(handMoves(s, 'p1-u4').map((h) => h.words)).toContain('Gargoyle Swarm consolidates');
    const flowed = flowFormation(s, unit, dx, dy);
    const held = unit.find((m) => edgeDistance({ ...m, ...flowed[m.id]! }, carrier) > edgeDistance(m, carrier));
    expect(held?.id).toBe('p1-u4-g0-2');
    const v = judgeHandMove(s, 'p1-u4', flowed, TABLE_DRAG_ROLES);
    expect(v.ok).toBe(false);
    expect(v.ok ? '' : v.reason).toContain('would not end closer to the closest enemy model');
  });

  it('dragWholeUnit judges the flow round what a model may not stand on too: the consolidation is accepted, every model closer and standing legally', () => {
    const { positions, verdict } = dragWholeUnit(s, unit, dx, dy, TABLE_DRAG_ROLES);
    expect(verdict.ok ? verdict.words : verdict.reason).toBe('Gargoyle Swarm consolidates');
    const board = { setup: s.setup, models: s.models };
    const moving = new Map(Object.entries(positions));
    for (const m of unit) {
      expect(standingProblem(board, m, positions[m.id]!, moving), m.id).toBeNull();
      expect(edgeDistance({ ...m, ...positions[m.id]! }, carrier), m.id).toBeLessThan(edgeDistance(m, carrier));
    }
    // The same applied by the referee: the action the verdict holds is legal.
    expect(() => applyAction(s, verdict.ok ? verdict.action : legalActions(s)[0]!)).not.toThrow();
  });
});

describe('a unit of one model let go on a friend\'s base', () => {
  // The Ash Behemoth let go on the Spore Battery (handDrags.ts). "A model cannot pass over the base or hull of another
  // model during the Movement phase": a friend's too.
  const { s, behemoth, battery, dx, dy } = behemothOnTheBattery();

  it('is not refused: it takes a free spot near where it was let go, which the rules accept', () => {
    expect(s.phase).toBe('Movement');
    expect(s.models.filter((m) => m.unit === behemoth.unit && m.onTable)).toHaveLength(1);
    expect(edgeDistance(behemoth, battery)).toBeLessThan(2);
    const exact = judgeHandMove(s, behemoth.unit, { [behemoth.id]: { x: battery.x, y: battery.y } }, TABLE_DRAG_ROLES);
    expect(exact.ok ? '' : exact.reason).toMatch(/base of .*Spore Battery/);
    const { positions, verdict, adjusted } = dragWholeUnit(s, [behemoth], dx, dy, TABLE_DRAG_ROLES);
    expect(verdict.ok ? verdict.words : verdict.reason).toBe('Ash Behemoth moves');
    const p = positions[behemoth.id]!;
    // The player is told where it went and why: how far from the drop point, and the rule that refused the drop point.
    const away = Math.hypot(p.x - battery.x, p.y - battery.y);
    expect(adjusted).toMatch(new RegExp(`^The nearest free spot, ${away.toFixed(1)}" from where it was let go \\(there: Behemoth \\(p1-u5-g0-0\\): Passes over the base of 'Spore Battery \\(p1-u6-g0-0\\)' at \\([\\d.]+, [\\d.]+\\)\\)\\.$`));
    expect(standingProblem({ setup: s.setup, models: s.models }, behemoth, p, new Map(Object.entries(positions)))).toBeNull();
    expect(edgeDistance({ ...behemoth, ...p }, battery)).toBeGreaterThanOrEqual(0);
    // Near the drop point: the nearest free spots are a base's length away (the oval is 4.7" long, the battery 2").
    expect(Math.hypot(p.x - battery.x, p.y - battery.y)).toBeLessThan(4);
    expect(() => applyAction(s, verdict.ok ? verdict.action : legalActions(s)[0]!)).not.toThrow();
  });

  it('let go where it may stand, it stands exactly there', () => {
    const { positions, verdict, adjusted } = dragWholeUnit(s, [behemoth], 0, 2, TABLE_DRAG_ROLES);
    expect(verdict.ok).toBe(true);
    expect(adjusted).toBeNull();
    expect(positions[behemoth.id]).toEqual({ x: behemoth.x, y: behemoth.y + 2, facingDeg: behemoth.facingDeg });
  });
});

describe('a unit dragged through a friend in HamWarmer', () => {
  // The Stalkers dragged through a Ghoul's base (handDrags.ts). "A model cannot pass over the base or hull of another
  // model" (friendsBlockMove): the flow goes round the friend's base as the referee judges it, where before it went
  // through and was refused.
  const { s, stalkers, ghoul, dx, dy } = stalkersThroughTheGhouls();

  it('is accepted: every model stands legally, and the move the referee plays is the one shown', () => {
    expect([s.phase, stalkers.length, edgeDistance(stalkers[0]!, ghoul) < 2.5]).toEqual(['Movement', 3, true]);
    expect(gamePlugin('hamwarmer')!.friendsBlockMove!(s, 'p1-u3')).toBe(true);
    // Straight through: refused for the friend's base.
    const through = Object.fromEntries(stalkers.map((m) => [m.id, { x: m.x + dx, y: m.y + dy, facingDeg: m.facingDeg }]));
    const refused = judgeHandMove(s, 'p1-u3', through, TABLE_DRAG_ROLES);
    expect(refused.ok ? '' : refused.reason).toMatch(/Passes over the base of 'Ghoul/);
    const { positions, verdict, adjusted } = dragWholeUnit(s, stalkers, dx, dy, TABLE_DRAG_ROLES);
    expect(verdict.ok ? verdict.words : verdict.reason).toBe('Stalkers moves');
    const off = Math.max(...stalkers.map((m) => Math.hypot(positions[m.id]!.x - (m.x + dx), positions[m.id]!.y - (m.y + dy))));
    expect(off).toBeGreaterThan(0.01);
    expect(adjusted).toBe(`Flowed round what stands in the way: models up to ${Number.isInteger(off) ? off : off.toFixed(1)}" from where they were let go.`);
    const moving = new Map(Object.entries(positions));
    for (const m of stalkers) expect(standingProblem({ setup: s.setup, models: s.models }, m, positions[m.id]!, moving), m.id).toBeNull();
    const after = applyAction(s, verdict.ok ? verdict.action : legalActions(s)[0]!);
    for (const m of stalkers) expect(after.models.find((x) => x.id === m.id)).toMatchObject({ x: positions[m.id]!.x, y: positions[m.id]!.y });
  });

  it('flowed round a friend a unit may come apart: let go within its reach, it stops short along the way instead', () => {
    // Line Squad Alpha dragged through the Carrier's hull (handDrags.ts). Flowed round it, two Troopers end out of
    // coherency; the same drag shortened is accepted, every model nearer where it was let go than where it stood.
    const { s: t, squad, dx: ex, dy: ey } = squadThroughTheCarrier();
    expect([t.phase, squad.length, t.toAct]).toEqual(['Movement', 8, 1]);
    const flowed = judgeHandMove(t, 'p2-u1', flowFormation(t, squad, ex, ey), TABLE_DRAG_ROLES);
    expect(flowed.ok ? '' : flowed.reason).toMatch(/would break unit coherency/);
    const { positions, verdict, adjusted } = dragWholeUnit(t, squad, ex, ey, TABLE_DRAG_ROLES);
    expect(verdict.ok ? verdict.words : verdict.reason).toBe('Line Squad Alpha moves');
    expect(adjusted).toMatch(/^Stopped short, at (75|50|25)% of the drag \(all of it: it would break unit coherency \(2"\): p2-u1-[^)]*\)\.$/);
    for (const m of squad) {
      const p = positions[m.id]!;
      expect(Math.hypot(m.x + ex - p.x, m.y + ey - p.y), m.id).toBeLessThan(Math.hypot(ex, ey));
    }
    // Beyond its reach the drag is refused as it is, not shortened.
    const far = dragWholeUnit(t, squad, ex * 4, ey * 4, TABLE_DRAG_ROLES);
    expect(far.verdict.ok).toBe(false);
  });
});

describe('judgeHandMove', () => {
  it.each(playableRulesetIds())('%s: an offered move given by hand is the same action; a move far past any allowance is refused with a reason', (id) => {
    let s = createGame(sampleGameSetup(id, 7));
    const pick = seededRandom(11);
    // Play seeded random offers until a unit on the table has a move open by hand.
    for (let i = 0; i < 600 && !s.result; i++) {
      const offer = legalActions(s).find((a) => a.positions && handMoves(s, s.models.find((m) => m.id === Object.keys(a.positions!)[0])!.unit).some((h) => h.role === 'move') && Object.keys(a.positions).every((mid) => s.models.find((m) => m.id === mid)!.onTable));
      if (offer) {
        const unit = s.models.find((m) => m.id === Object.keys(offer.positions!)[0])!.unit;
        const v = judgeHandMove(s, unit, offer.positions!);
        expect(v.ok, v.ok ? '' : v.reason).toBe(true);
        const far = Object.fromEntries(Object.entries(offer.positions!).map(([mid, p]) => [mid, { x: Math.min(59, p.x + 30), y: p.y }]));
        const refused = judgeHandMove(s, unit, far);
        expect(refused.ok).toBe(false);
        if (!refused.ok) expect(refused.reason).toMatch(/\w+ \w+/);
        return;
      }
      const la = legalActions(s);
      s = applyAction(s, la[Math.floor(pick() * la.length)]!);
    }
    throw new Error('no move was offered');
  });
});

describe('a unit dragged before it is activated', () => {
  /** Seeded random play until the player to act has a unit on the table with no move open by hand but one an activation opens. */
  function untilOpening(id: string, seed: number, want: (openings: ReturnType<typeof openingsFor>, s: GameState, unit: string) => boolean) {
    let s = createGame(sampleGameSetup(id, seed));
    const pick = seededRandom(seed + 100);
    for (let i = 0; i < 800 && !s.result; i++) {
      for (const unit of new Set(s.models.filter((m) => m.onTable && m.player === s.toAct).map((m) => m.unit))) {
        const openings = openingsFor(s, unit);
        if (openings.length && want(openings, s, unit)) return { s, unit, openings };
      }
      const la = legalActions(s);
      s = applyAction(s, la[Math.floor(pick() * la.length)]!);
    }
    throw new Error(`${id}: no unit waiting for its activation`);
  }

  it.each(['althammer', 'nuceria', 'hammer-wars'])('%s: its move is judged as activated first, and the activation is played before it', (id) => {
    const { s, unit, openings } = untilOpening(id, 3, () => true);
    expect(handMoves(s, unit).filter((h) => TABLE_DRAG_ROLES.includes(h.role))).toEqual([]);
    const first = openings[0]!;
    expect(legalActions(s)).toContainEqual(first.action);
    // A move the engine offers the unit once activated, given by hand before the activation.
    const offer = legalActions(first.state).find((a) => a.positions && Object.keys(a.positions).every((mid) => s.models.find((m) => m.id === mid)?.unit === unit))!;
    expect(offer).toBeDefined();
    const v = judgeHandMove(s, unit, offer.positions!, TABLE_DRAG_ROLES);
    expect(v.ok, v.ok ? '' : v.reason).toBe(true);
    if (!v.ok) return;
    expect(v.opening).toEqual(first.action);
    expect(v.words.startsWith(`${first.words}, then `)).toBe(true);
    const after = applyAction(applyAction(s, v.opening!), v.action);
    for (const [mid, p] of Object.entries(offer.positions!)) expect(after.models.find((m) => m.id === mid)).toMatchObject({ x: p.x, y: p.y });
    // The whole unit dragged 1" towards the table's centre: accepted with its activation too, every model standing legally.
    const models = s.models.filter((m) => m.unit === unit && m.onTable);
    const dy = models[0]!.y < 22 ? 1 : -1;
    const dragged = dragWholeUnit(s, models, 0, dy, TABLE_DRAG_ROLES);
    expect(dragged.verdict.ok, dragged.verdict.ok ? '' : dragged.verdict.reason).toBe(true);
    if (dragged.verdict.ok) {
      expect(dragged.verdict.opening).toBeDefined();
      expect(invariantProblems(applyAction(applyAction(s, dragged.verdict.opening!), dragged.verdict.action))).toEqual([]);
    }
    // Its reach is drawn as the activated unit's.
    expect(handReach(s, unit).length).toBeGreaterThan(0);
  });

  it('Hammer Wars: a drag within a walk walks; one past the walk but within a run runs', () => {
    const { s, unit, openings } = untilOpening('hammer-wars', 5, (o, st, u) => {
      if (o.length < 2) return false;
      const walk = Math.max(...handReach(o[0]!.state, u).map((r) => r.reachIn));
      return legalActions(o[o.length - 1]!.state).some((a) => a.positions && Object.entries(a.positions).some(([mid, p]) => { const m = st.models.find((x) => x.id === mid); return m?.unit === u && Math.hypot(p.x - m.x, p.y - m.y) > walk + 0.5; }));
    });
    expect(openings.map((o) => o.words)).toEqual([expect.stringMatching(/Walk$/), expect.stringMatching(/Run$/)]);
    // The reach drawn round the unit names each order, the run's twice the walk's.
    const reach = handReach(s, unit);
    expect(reach.map((r) => r.label)).toEqual([expect.stringMatching(/^Walk: Move [\d.]+"$/), expect.stringMatching(/^Run: Move [\d.]+"$/)]);
    expect(reach[1]!.reachIn).toBeCloseTo(2 * reach[0]!.reachIn, 9);
    const walk = Math.max(...handReach(openings[0]!.state, unit).map((r) => r.reachIn));
    const far = legalActions(openings[1]!.state).find((a) => a.positions && Object.entries(a.positions).some(([mid, p]) => { const m = s.models.find((x) => x.id === mid); return m?.unit === unit && Math.hypot(p.x - m.x, p.y - m.y) > walk + 0.5; }))!;
    const run = judgeHandMove(s, unit, far.positions!, TABLE_DRAG_ROLES);
    expect(run.ok && run.opening).toEqual(openings[1]!.action);
    const m = s.models.find((x) => x.unit === unit && x.onTable)!;
    const near = judgeHandMove(s, unit, { [m.id]: { x: m.x, y: m.y + (m.y < 22 ? 0.5 : -0.5), facingDeg: m.facingDeg } }, TABLE_DRAG_ROLES);
    expect(near.ok && near.opening).toEqual(openings[0]!.action);
  });

  it.each(['hamwarmer', 'reglas-basicas'])('%s: no activation to open (its phases move every unit), so none is played', (id) => {
    let s = createGame(sampleGameSetup(id, 3));
    const pick = seededRandom(103);
    for (let i = 0; i < 300 && !s.result; i++) {
      for (const unit of new Set(s.models.filter((m) => m.onTable && m.player === s.toAct).map((m) => m.unit))) expect(openingsFor(s, unit)).toEqual([]);
      const la = legalActions(s);
      s = applyAction(s, la[Math.floor(pick() * la.length)]!);
    }
  });
});
