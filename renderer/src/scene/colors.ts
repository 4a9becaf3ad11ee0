// Colours players read at a glance: one per side, one per terrain trait.
import type { Side, TerrainTrait } from '../../../engine/index';

const SIDE_PALETTE = ['#3b6fd1', '#c9433b', '#d1a23b', '#8a4fc9', '#3bb5a6', '#c96f3b'];

/** Side colours in order of first appearance in the layout, so sides 1/2 and "red"/"blue" both read well. */
export function sideColor(side: Side, sides: readonly Side[]): string {
  if (side === 'red') return '#c9433b';
  if (side === 'blue') return '#3b6fd1';
  const i = sides.indexOf(side);
  return SIDE_PALETTE[(i < 0 ? 0 : i) % SIDE_PALETTE.length]!;
}

export const TRAIT_COLORS: Record<TerrainTrait, string> = {
  obscuring: '#6d6a62',
  impassable: '#3a3d42',
  difficult: '#8a6d3b',
  dangerous: '#b2452f',
  environmental: '#5f7f3b',
  'cover-area': '#a08a5c',
};

/** The footprint colour of a piece: its most telling trait. */
export function footprintColor(traits: readonly TerrainTrait[]): string {
  for (const t of ['impassable', 'dangerous', 'difficult', 'environmental', 'cover-area', 'obscuring'] as const)
    if (traits.includes(t)) return TRAIT_COLORS[t];
  return '#7d7566';
}

/** The wounds left on a hurt model in a game ("2/3 W"). */
export const WOUND_LABEL_COLOR = '#ff8a80';

/** The outline round models of units that can still act on your move. */
export const TO_ACT_COLOR = '#ffe066';

/** Unit name tags in a game, per player (lighter than the side colours, to read over the table). */
export const PLAYER_LABEL_COLORS: readonly [string, string] = ['#ffb3ad', '#b3c9ff'];

/** The colour of the reach drawn round a unit moved by hand, by the kind of move (issue 23): a move, a charge, a pile in. */
export function reachColor(role: string): string {
  return role === 'charge' ? '#ff8c5a' : role === 'attack' ? '#ffd166' : '#a6f4ff';
}

/** A moved model's path where it pays for its ground (difficult, environmental, dangerous). */
export const COSTLY_COLOR = '#ff5c8a';
