// Drags made by hand that the table must not refuse (or must), in seeded HamWarmer games: shared by the engine tests
// (handPlay.test.ts), the page's e2e (solo.e2e.ts) and the bench (suite `game`, dragWholeUnit on release).
import { applyAction, createGame, legalActions, sampleGameSetup, seededRandom, type GameModel, type GameState } from '../../../engine/index';

/** A HamWarmer sample game (dice seed `diceSeed`) `n` seeded random offers in (deploying inside a Transport passed over), and the generator to go on with. */
export function seededHamwarmer(diceSeed: number, pickSeed: number, n: number): { s: GameState; pick: () => number } {
  let s = createGame(sampleGameSetup('hamwarmer', diceSeed));
  const pick = seededRandom(pickSeed);
  for (let i = 0; i < n; i++) {
    // Deploying inside a Transport (offered since 2026-12-07) is passed over, so the games are those the drags were found in.
    const la = legalActions(s).filter((a) => !(s.phase === 'Deployment' && a.type === 'embark'));
    s = applyAction(s, la[Math.floor(pick() * la.length)]!);
  }
  return { s, pick };
}

/** A unit's models on the table. */
export const unitModels = (s: GameState, unit: string): GameModel[] => s.models.filter((m) => m.unit === unit && m.onTable);

/**
 * Dice seed 7, 13 seeded random offers in: the Ash Behemoth (one model on a 120 x 92 mm oval) in the Movement phase,
 * 1.15" from the Spore Battery; let go on the battery's centre.
 */
export function behemothOnTheBattery(): { s: GameState; behemoth: GameModel; battery: GameModel; dx: number; dy: number } {
  const { s } = seededHamwarmer(7, 11, 13);
  const behemoth = s.models.find((m) => m.id === 'p1-u5-g0-0')!;
  const battery = s.models.find((m) => m.id === 'p1-u6-g0-0')!;
  return { s, behemoth, battery, dx: battery.x - behemoth.x, dy: battery.y - behemoth.y };
}

/** Dice seed 1, 33 offers in: the Stalkers (3 models) beside the Ghoul Pack, dragged 4.2" on through a Ghoul's base. */
export function stalkersThroughTheGhouls(): { s: GameState; pick: () => number; stalkers: GameModel[]; ghoul: GameModel; dx: number; dy: number } {
  const { s, pick } = seededHamwarmer(1, 1, 33);
  return { s, pick, stalkers: unitModels(s, 'p1-u3'), ghoul: s.models.find((m) => m.id === 'p1-u1-g0-7')!, dx: -4.048, dy: -1.115 };
}

/** One offer later (34 in): Line Squad Alpha (8 models) dragged 5" through the Carrier's hull; flowed round it, it comes apart. */
export function squadThroughTheCarrier(): { s: GameState; squad: GameModel[]; dx: number; dy: number } {
  const { s: before, pick } = seededHamwarmer(1, 1, 33);
  const la = legalActions(before);
  const s = applyAction(before, la[Math.floor(pick() * la.length)]!);
  return { s, squad: unitModels(s, 'p2-u1'), dx: 1.442, dy: 4.788 };
}

/**
 * Dice seed 3, each side deploying by its first offered deployment: player 1's Ash Seer stands at (30, 6) and the Ghoul
 * Pack is next to deploy, to be dropped from the roster on the Seer.
 */
export function ghoulsOnTheSeer(): { s: GameState; seer: GameModel; unit: string } {
  let s = createGame(sampleGameSetup('hamwarmer', 3));
  for (let i = 0; i < 3; i++) {
    const la = legalActions(s);
    s = applyAction(s, la.find((x) => x.type === 'deploy') ?? la[0]!);
  }
  return { s, seer: s.models.find((m) => m.id === 'p1-u0-g0-0')!, unit: 'p1-u1' };
}

/**
 * AltHammer, dice seed 5, the first offer played until Player 1 is to act in the battle with a unit not yet activated
 * (its moves open only after "Activate ..."): that unit, of more than one model, and a drag of 2" towards the table's
 * centre line.
 */
export function altHammerUnitBeforeActivation(): { s: GameState; unit: string; models: GameModel[]; dx: number; dy: number } {
  let s = createGame(sampleGameSetup('althammer', 5));
  for (let i = 0; i < 200 && !s.result; i++) {
    if (s.phase === 'battle' && s.toAct === 0) {
      const unit = [...new Set(s.models.filter((m) => m.onTable && m.player === 0).map((m) => m.unit))].find((u) => unitModels(s, u).length > 1 && legalActions(s).some((a) => a.type === 'activate' && a.unit === u));
      if (unit) return { s, unit, models: unitModels(s, unit), dx: 0, dy: 2 };
    }
    s = applyAction(s, legalActions(s)[0]!);
  }
  throw new Error('AltHammer seed 5: no unit of Player 1 waiting for its activation');
}
