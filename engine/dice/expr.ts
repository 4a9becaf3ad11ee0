// Dice expressions players type: d6, 2d6, d3, 3d6+1, D6-1. Parsing never throws; a bad expression gets a message.

export interface DiceExpr {
  /** Number of dice, at least 1. */
  readonly count: number;
  /** Faces per die. 3 means a d3, read as ceil(d6 / 2). */
  readonly sides: number;
  /** Added to the sum of the dice (may be negative). */
  readonly modifier: number;
  /** The canonical spelling, e.g. "2d6+1", "d3". */
  readonly text: string;
}

export type ParsedDiceExpr = { readonly ok: true; readonly expr: DiceExpr } | { readonly ok: false; readonly message: string };

const EXPR = /^(\d*)[dD](\d+)(?:([+-])(\d+))?$/;
export const MAX_DICE_IN_EXPR = 1000;
export const MAX_DIE_SIDES = 1000;

export function formatDiceExpr(count: number, sides: number, modifier: number): string {
  const mod = modifier > 0 ? `+${modifier}` : modifier < 0 ? `${modifier}` : '';
  return `${count === 1 ? '' : count}d${sides}${mod}`;
}

export function parseDiceExpr(input: string): ParsedDiceExpr {
  const compact = String(input).replace(/\s+/g, '');
  if (compact.includes('#')) {
    return {
      ok: false,
      message: `'${input}' uses '#', the weapon's own number of dice; write the number, e.g. '2d6' for Scatter 2d6`,
    };
  }
  const m = EXPR.exec(compact);
  if (!m) return { ok: false, message: `'${input}' is not a dice expression; use d6, 2d6, d3, 2d6+1` };
  const count = m[1] === '' || m[1] === undefined ? 1 : Number(m[1]);
  const sides = Number(m[2]);
  const modifier = m[4] === undefined ? 0 : (m[3] === '-' ? -1 : 1) * Number(m[4]);
  if (count < 1 || count > MAX_DICE_IN_EXPR) {
    return { ok: false, message: `'${input}' rolls ${count} dice; roll between 1 and ${MAX_DICE_IN_EXPR}` };
  }
  if (sides < 2 || sides > MAX_DIE_SIDES) {
    return { ok: false, message: `'${input}' has a ${sides}-sided die; dice have 2 to ${MAX_DIE_SIDES} sides (d3, d6, ...)` };
  }
  return { ok: true, expr: { count, sides, modifier, text: formatDiceExpr(count, sides, modifier) } };
}

/** Null when the expression is fine, else the message to show (for validating a field before rolling). */
export function diceExprProblem(input: string): string | null {
  const p = parseDiceExpr(input);
  return p.ok ? null : p.message;
}
