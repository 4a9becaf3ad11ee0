// Nuceria game rules: every choice Sightline makes where 004_6c4ffdb07edc4505.txt is silent or unfinished (DIGEST E.6).
import type { RulesetDefault } from '../../types';

const SEED = '004_6c4ffdb07edc4505.txt';

export const NU_GAME_DEFAULTS: readonly RulesetDefault[] = [
  { key: 'nuceria.firstTurn', value: 'roll-off', why: `${SEED}: "Determine which player has first turn" without saying how: a roll-off (d6 each, ties rerolled). That player leads every round.` },
  { key: 'nuceria.round', value: 'as many activations each as units in play', why: `${SEED} defines no game round ("then pass their turn"). A round gives each player as many activations as they have units on the table or in reserves when it begins; any unit may be activated, even the last one.` },
  { key: 'nuceria.rounds', value: 6, why: `${SEED}: "Players need 10 points to win" and no round limit; after 6 rounds the player with more points wins (equal: a draw).` },
  { key: 'nuceria.objectives', value: '2 points each at the end of every round, held by more models within the marker', why: `${SEED}: "Each objective worth 2" and "a 8” round mousepad to represent area of control" without saying when or how it is held: at each round's end, by the player with more models within the marker's area (4" radius).` },
  { key: 'nuceria.perimeter', value: 'once per game', why: `${SEED}: "Establish Perimeter (non-battleshocked units within 12” of all table corners) worth 5": a player with models within 12" of all four corners at a round's end scores it once. Battle Shock is not defined, so no unit is battle-shocked.` },
  { key: 'nuceria.winAt', value: 'points scored together are added before the check; a tie at 10 or more is a draw', why: `${SEED}: "Players need 10 points to win" does not say what happens when both get there at the same round's end; the higher total wins, equal totals draw (the order objectives are listed in never decides).` },
  { key: 'nuceria.outpost', value: 'not scored', why: `${SEED}: "Capture enemy outpost worth +1" but "outpost" is never defined (DIGEST E.6).` },
  { key: 'nuceria.colossal', value: 'the Colossal keyword', why: `${SEED}: "Bring it down (killing “colossal” units) worth 1 per unit": a unit with the Colossal keyword in its army file.` },
  { key: 'nuceria.twice', value: 'at least twice', why: `${SEED}: "Power is 2x the value of Toughness" (2+) and "Toughness is 2x the value of Power" (6+) read as at least twice (DIGEST E.6).` },
  { key: 'nuceria.damage', value: 'each unsaved hit deals the weapon\'s damage (1 unless given), model by model', why: `${SEED} has no damage step after "Making Saves": each failed save takes the weapon's damage (1 by default) off one model until it is slain; excess is lost.` },
  { key: 'nuceria.coverPerShooter', value: 'the best view of the firing models', why: `${SEED}: cover depends on how obscured "Bases/models" are; each weapon's hits take the lowest cover any firing model sees the target in.` },
  { key: 'nuceria.charge', value: 'the move fails (the unit stays) when M + 1d6 falls short', why: `${SEED}: "Add 1d6 to a unit’s “Movement” stat and move that unit up to that distance": positions are given before the die; a charge that falls short does not move.` },
  { key: 'nuceria.attackOfOpportunity', value: 'a normal melee attack', why: `${SEED}: moving out of melee "triggers an Attack of Opportunity" that gains "Devastating Wounds", which the missing Lexicon would define; the attack is a normal melee attack.` },
  { key: 'nuceria.lexicon', value: 'Pistol, Blast, Assault only', why: `${SEED}: "Refer to the Lexicon" (absent). Pistol, Blast and Assault do what the core text says of them; Sustained Hits, Devastating Wounds, Deepstrike, Legendary Saves, Battle Shock, abilities and magic are not applied.` },
  { key: 'nuceria.height', value: 'not yet', why: `${SEED}: "+1 to hit" from upper levels (+2" height) and melee 3" vertically: game models stand at ground level, so neither applies yet.` },
  { key: 'nuceria.terrainMelee', value: 'not yet', why: `${SEED}: melee "with a terrain piece that contains an opposing unit ... regardless of distance" and its -1 are not applied yet; melee range is 1".` },
  { key: 'nuceria.setup', value: "the layout's terrain and objectives", why: `${SEED}: players "alternate to place 3-6 objectives" and "6-8 pieces of terrain": the chosen layout stands in for both (its objectives, or the Nuceria preset's four).` },
  { key: 'nuceria.cooldown', value: 'turns of the controlling player after firing', why: `${SEED}: Cooldown is "how many of the controlling player’s turns need to pass before it can shoot again": a weapon with Cooldown 1 fired on a turn fires again two of its player's turns later.` },
];
