// The crash-recovery copy: the open document plus where it came from and the dice, so a restore picks up exactly there.
import { z } from 'zod';
import { canonicalLayoutData, describeThrown, loadLayout, parseLayoutText, prescanJsonText, type DiceState, type Layout } from '../../../engine/index';

export const RECOVERY_FORMAT = 'sightline/recovery';

export interface RecoveredSession {
  readonly layout: Layout;
  /** The file the document was last opened from or saved to (a desktop path), null for an unsaved document. */
  readonly path: string | null;
  readonly name: string;
  readonly dice: { readonly seed: number; readonly state: DiceState } | null;
  /** A game that was running and not saved: its game file text (replayed on restore), seats and level. */
  readonly game?: RecoveredGame | null;
}

export interface RecoveredGame {
  readonly text: string;
  readonly name: string;
  readonly seats: readonly ['you' | 'computer', 'you' | 'computer'];
  readonly level: 'easy' | 'normal' | 'hard';
}

const seat = z.enum(['you', 'computer']);
const gameSchema = z.object({ text: z.string().max(20_000_000), name: z.string().min(1).max(255), seats: z.tuple([seat, seat]), level: z.enum(['easy', 'normal', 'hard']) });

const diceSchema = z.object({
  seed: z.number().int(),
  state: z.object({
    kind: z.literal('seeded'),
    algorithm: z.literal('xoroshiro128plus'),
    seed: z.number().int(),
    rng: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
    draws: z.number().int().min(0),
  }),
});

const envelopeSchema = z.object({
  format: z.literal(RECOVERY_FORMAT),
  version: z.literal(1),
  path: z.string().max(4096).nullable(),
  name: z.string().min(1).max(255),
  savedAt: z.string().max(64),
  dice: diceSchema.nullable(),
  game: gameSchema.nullable().optional(),
  layout: z.unknown(),
});

/** The text of a recovery copy (compact: it is rewritten often and read by Sightline only). */
export function recoveryText(session: RecoveredSession, savedAt: string): string {
  return JSON.stringify({
    format: RECOVERY_FORMAT,
    version: 1,
    path: session.path,
    name: session.name,
    savedAt,
    dice: session.dice,
    game: session.game ?? null,
    layout: canonicalLayoutData(session.layout),
  });
}

/**
 * Reads a recovery copy: the envelope written by recoveryText, or a bare layout (what older versions wrote).
 * Never throws; a copy that cannot be read gives the reason.
 */
export function readRecovery(text: string): { ok: true; session: RecoveredSession } | { ok: false; message: string } {
  try {
    const scan = prescanJsonText(text, 'recovery copy');
    if (!scan.ok) return { ok: false, message: scan.message };
    const json: unknown = JSON.parse(text);
    const env = envelopeSchema.safeParse(json);
    if (!env.success) {
      // An older bare layout, or something else entirely: the layout loader says which.
      const layout = parseLayoutText(text, 'recovery copy');
      return { ok: true, session: { layout, path: null, name: 'recovered.sightline', dice: null } };
    }
    const layout = loadLayout(env.data.layout);
    return { ok: true, session: { layout, path: env.data.path, name: env.data.name, dice: env.data.dice, game: env.data.game ?? null } };
  } catch (e) {
    return { ok: false, message: describeThrown(e) };
  }
}
