// How a roll reads in the dice log: "2d6 for Scatter distance -> 4 + 3 = 7", with natural 1s and 6s. Pure.
import type { DiceRoll, ScatterResult } from '../../../engine/index';

export interface DiceLogLine {
  readonly seq: number;
  readonly text: string;
  /** Natural 1s and 6s, shown as badges. */
  readonly naturalOnes: number;
  readonly naturalSixes: number;
  /** A roll the game engine made (shown, not rolled by the tray): cleared when another game starts. */
  readonly fromGame?: boolean;
}

const times = (n: number, what: string) => (n === 1 ? `one ${what}` : `${n} ${what}s`);

/** How the dice of a roll are read: added up (2d6 charge), or each die against a target (4+ to hit, one die per model). */
export type RollReading = { readonly kind: 'sum' } | { readonly kind: 'each'; readonly target: number };

/**
 * "3d6 for Charge -> 11 (4 + 5 + 2)": the total first, so a long roll (100d6) never hides it; dice read one by one
 * against a target are never added up: "2d6 for Large Blast: 4+ to hit -> 2, 5: 1 of 2 at 4+".
 */
export function describeRoll(roll: DiceRoll, reading: RollReading = { kind: 'sum' }): string {
  const forText = roll.for ? ` for ${roll.for}` : '';
  if (reading.kind === 'each') {
    const hits = roll.dice.filter((d) => d >= reading.target).length;
    return `${roll.expr}${forText} -> ${roll.dice.join(', ')}: ${hits} of ${roll.dice.length} at ${reading.target}+`;
  }
  const mod = roll.modifier > 0 ? ` + ${roll.modifier}` : roll.modifier < 0 ? ` - ${-roll.modifier}` : '';
  const parts = roll.dice.length === 1 && !mod ? '' : ` (${roll.dice.join(' + ')}${mod})`;
  return `${roll.expr}${forText} -> ${roll.total}${parts}`;
}

export function naturals(roll: DiceRoll): string {
  const parts: string[] = [];
  if (roll.naturalOnes) parts.push(times(roll.naturalOnes, 'natural 1'));
  if (roll.naturalSixes) parts.push(times(roll.naturalSixes, 'natural 6'));
  return parts.join(', ');
}

/** The bearing as a player reads it: degrees from the table's +x edge and an arrow as seen from above. */
export function describeBearing(deg: number): string {
  const arrows = ['→', '↗', '↑', '↖', '←', '↙', '↓', '↘'];
  return `${Math.round(deg) % 360}° ${arrows[Math.round(deg / 45) % 8]}`;
}

export function describeScatter(s: ScatterResult): string {
  const forText = s.for ? ` for ${s.for}` : '';
  if (s.hit) return `Scatter die${forText} -> HIT: it does not move`;
  const r = s.distanceRoll!;
  return `Scatter die${forText} -> arrow ${describeBearing(s.bearingDeg)}, ${r.expr} = ${r.dice.join(' + ')}${r.modifier ? ` + ${r.modifier}` : ''} = ${s.distanceIn}"`;
}

/** The dice a tray throws for a roll: one d6-shaped die per die rolled. */
export function rollLine(seq: number, roll: DiceRoll, reading?: RollReading): DiceLogLine {
  return { seq, text: describeRoll(roll, reading), naturalOnes: roll.naturalOnes, naturalSixes: roll.naturalSixes };
}

export function scatterLine(seq: number, s: ScatterResult): DiceLogLine {
  return { seq, text: describeScatter(s), naturalOnes: s.distanceRoll?.naturalOnes ?? 0, naturalSixes: s.distanceRoll?.naturalSixes ?? 0 };
}
