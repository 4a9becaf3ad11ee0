// AltHammer game rules: every choice Sightline makes where 000_6eade6d934505fab.txt is silent, truncated or unclear
// (DIGEST A.6). The text stops at "Select a target. If it is in range, roll dice"; what follows it is HamWarmer 24.5's.
import type { RulesetDefault } from '../../types';

export const SEED = '000_6eade6d934505fab.txt';

export const AH_DEFAULT = {
  /** The game's length: 5 battle rounds (the text has no turn sequence or victory). */
  rounds: 5,
  /** 12" deployment zones along the long edges (HamWarmer's scenario default). */
  zoneDepthIn: 12,
  /** The range of Smite and of Detachment spells without their own. */
  smiteRangeIn: 18,
  /** Charge reach: "within 12"" (HamWarmer's charge range) and end within 1" (HamWarmer's engagement). */
  chargeRangeIn: 12,
  engagementIn: 1,
  /** Rays per line of sight in the game (visible when any one reaches the target). */
  losRays: 64,
  /** An objective is held with more models within 3" of it (HamWarmer's scenario default). */
  objectiveRangeIn: 3,
} as const;

export const AH_GAME_DEFAULTS: readonly RulesetDefault[] = [
  { key: 'althammer.resolution', value: 'HamWarmer 24.5', why: `${SEED} stops mid-sentence at Shoot ("Select a target. If it is in range, roll dice"), before Charge, Fight, damage, coherency, terrain, LOS, morale, turn sequence and victory. Shooting, charging, fighting and damage use HamWarmer 24.5's rules (001_...): BS/WS to hit, S vs T, saves with AP and invulnerable saves, damage.` },
  { key: 'althammer.turn', value: 'one activation per turn, players alternating', why: `${SEED}: "When Activated, a Unit may do up to two of the following actions" but "The file does not say how players alternate, how many activations make a turn" (DIGEST A.4). A turn is one activation; players alternate turns.` },
  { key: 'althammer.round', value: 'as many turns each as units on the table', why: `${SEED} has no battle round. A round gives each player as many turns as they had units on the table when it began; the winner of the round's roll-off takes the first turn; a player with no turns left passes to the other.` },
  { key: 'althammer.twoTurnsInARow', value: "the player's own turns", why: `${SEED}: "A unit may not be Activated two turns in a row, unless it is the last remaining Unit in the army." A turn is the player's own: the unit activated on a player's previous turn cannot be activated on their next (across rounds too).` },
  { key: 'althammer.duplicateActions', value: 'not allowed', why: `${SEED}: "up to two of the following actions" does not say whether one may be taken twice (DIGEST A.6); each action at most once per activation.` },
  { key: 'althammer.advance', value: 'adds 1d6 to Move for the activation; moving is the Move action', why: `${SEED}: "For the duration of the Activation, the Unit's Move characteristic is increased by 1d6 inches." Advance rolls the die; the unit moves with its Move action (Advance then Move, or Move then Advance does nothing more).` },
  { key: 'althammer.rounds', value: AH_DEFAULT.rounds, why: `${SEED} gives no game length: ${AH_DEFAULT.rounds} battle rounds, as HamWarmer's scenario default.` },
  { key: 'althammer.deployment', value: `${AH_DEFAULT.zoneDepthIn}" long-edge zones, units placed alternately`, why: `${SEED}: "Deployment zones and objectives: not specified" (DIGEST A.1). ${AH_DEFAULT.zoneDepthIn}" zones along the long edges; the roll-off winner places a unit first, then the players alternate.` },
  { key: 'althammer.scoring', value: '1 point per objective held at the end of each round', why: `${SEED} has no victory conditions. Objectives are the layout's markers (or three on the centre line); a player holds one with more models within ${AH_DEFAULT.objectiveRangeIn}" of it. An army with no models left loses at once.` },
  { key: 'althammer.coherency', value: '2" to one other model', why: `${SEED}: "Units must end their movement in Unit Coherency" and the Definitions page is not supplied (the ruleset's measuring default).` },
  { key: 'althammer.enemyDistance', value: '1" (except Charge)', why: `${SEED} has no engagement rule; HamWarmer's "1" distance from enemy models": a Move may not end within 1" of an enemy; a Charge must.` },
  { key: 'althammer.charge', value: '2d6, target within 12"', why: `${SEED} names Charge and stops. HamWarmer's charge: a target within 12"; roll 2d6; if every model's move to its given position is within the roll and one ends within 1" of the target, the unit moves there; else it stays (the charge fails).` },
  { key: 'althammer.fight', value: "models within 1\" strike with a melee weapon, A attacks each", why: `${SEED} names Fight and stops. Every model within 1" of the target strikes: its first melee weapon's S, AP and D with the model's A attacks (S "U" is the model's own), or bare hands (S user, AP 0, D 1). The target strikes back only on its own activation.` },
  { key: 'althammer.shoot', value: 'every model in range and sight fires every ranged weapon', why: `${SEED}: "Select a target. If it is in range, roll dice". Each model with the target unit in range (edge to edge) and in sight fires each ranged weapon (a multi-mode weapon fires its first mode).` },
  { key: 'althammer.cover', value: 'no effect', why: `${SEED} has no cover rule and the ruleset's cover effect is none (the i button); AltHammer games apply no cover modifier.` },
  { key: 'althammer.mortalDamage', value: 'HamWarmer mortal wounds', why: `${SEED}: "Mortal Damage" is defined on the missing Definitions page; 1 HP per point, no save, spread like hits.` },
  { key: 'althammer.smite.range', value: `${AH_DEFAULT.smiteRangeIn}" and in sight`, why: `${SEED}: Smite says "Select a target" with no range or line of sight (DIGEST A.6): an enemy unit within ${AH_DEFAULT.smiteRangeIn}" (edge to edge) that the casting unit can see.` },
  { key: 'althammer.smite.difficulty', value: '+1 after each successful Smite, for the rest of the game', why: `${SEED}: "The Difficulty of this spell increases by 1 for your army" is one of Smite's effects, and "if the result is greater than the spell's Difficulty, then the spell is successful. Resolve the effects of the spell": it rises once per Magik action in which a model succeeds, not after a failed test. The text does not say for how long (DIGEST A.6): for the rest of the game.` },
  { key: 'althammer.perils.d3', value: 'one d3 per Perils', why: `${SEED}: "The Model's unit suffers d3 Mortal Damage": one d3 roll, dealt to the caster's unit.` },
  { key: 'althammer.morale', value: 'none', why: `${SEED} has no morale rule, and HamWarmer's morale belongs to its phase sequence, which AltHammer does not have.` },
  { key: 'althammer.table', value: "refused unless setup.options.tableSize = 'as laid out'", why: `${SEED}: "Set up a tabletop battlefield according to the agreed upon points limit: 500-1999 points: 44\" x 60\"; 2000+ points: 44\" x 90\"". A layout of another size is refused, naming the written one, unless the players confirm it (the option); the game log then says so.` },
  { key: 'althammer.sideboard.order', value: 'loser first, a player at the limit passes', why: `${SEED}: "Players alternate selecting and removing Units ... beginning with the player who lost the Roll Off." A player already at or below the limit removes nothing more.` },
];
