// How a roll reads in the dice log: "2d6 for Scatter distance -> 4 + 3 = 7", with natural 1s and 6s. Pure.
import type { DiceRoll, ScatterResult } from '../../../engine/index';

export interface DiceLogLine {
  readonly seq: number;
  readonly text: string;
  /** Natural 1s and 6s, shown as badges. */
  readonly naturalOnes: number;
  readonly naturalSixes: number;
}

const times = (n: number, what: string) => (n === 1 ? `one ${what}` : `${n} ${what}s`);

export function describeRoll(roll: DiceRoll): string {
  const forText = roll.for ? ` for ${roll.for}` : '';
  const mod = roll.modifier > 0 ? ` + ${roll.modifier}` : roll.modifier < 0 ? ` - ${-roll.modifier}` : '';
  const sum = roll.dice.length === 1 && !mod ? `${roll.total}` : `${roll.dice.join(' + ')}${mod} = ${roll.total}`;
  return `${roll.expr}${forText} -> ${sum}`;
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
export function rollLine(seq: number, roll: DiceRoll): DiceLogLine {
  return { seq, text: describeRoll(roll), naturalOnes: roll.naturalOnes, naturalSixes: roll.naturalSixes };
}

export function scatterLine(seq: number, s: ScatterResult): DiceLogLine {
  return { seq, text: describeScatter(s), naturalOnes: s.distanceRoll?.naturalOnes ?? 0, naturalSixes: s.distanceRoll?.naturalSixes ?? 0 };
}
