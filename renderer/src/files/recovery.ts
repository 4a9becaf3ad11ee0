// The crash-recovery copy: the open document plus where it came from and the dice, so a restore picks up exactly there.
import { z } from 'zod';
import { canonicalLayoutData, describeThrown, loadLayout, parseLayoutText, prescanJsonText, type DiceState, type Layout } from '../../../engine/index';
import { RECOVERY_MAX_BYTES, RECOVERY_SCAN_LIMITS, recoveryCopySize } from '../../../engine/recoveryLimit';

export const RECOVERY_FORMAT = 'sightline/recovery';
/** Where the browser keeps the recovery copy (the desktop keeps it in a file main owns). */
export const RECOVERY_KEY = 'sightline:recovery';
/** Copies that could not be restored are kept under this prefix plus the time they were set aside, one key each. */
export const RECOVERY_ASIDE_PREFIX = 'sightline:recovery:unreadable:';
export const recoveryAsideKey = (stamp: string): string => `${RECOVERY_ASIDE_PREFIX}${stamp}`;

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
const gameSchema = z.object({ text: z.string().max(RECOVERY_MAX_BYTES), name: z.string().min(1).max(255), seats: z.tuple([seat, seat]), level: z.enum(['easy', 'normal', 'hard']) });

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
    // The limit the copy was written under (recoveryCopySize), so every copy Sightline wrote reads back.
    const size = recoveryCopySize(text);
    if (!size.ok) return { ok: false, message: `the copy is too large to restore (${size.message})` };
    const scan = prescanJsonText(text, 'recovery copy', RECOVERY_SCAN_LIMITS);
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

/** The storage a recovery copy lives in, in the browser (localStorage; a stand-in in tests). */
export type RecoveryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Where a copy that could not be restored went: kept under a key of its own; or, storage refusing the new key, still
 * under RECOVERY_KEY (`key`), or nowhere in storage (`key` null: storage refused even to put it back).
 */
export type AsideResult = { readonly kept: true; readonly key: string } | { readonly kept: false; readonly key: string | null; readonly problem: string };

/**
 * Moves a copy that could not be restored from RECOVERY_KEY to a key of its own (recoveryAsideKey(stamp)), so no later
 * autosave writes over it and an earlier unreadable copy is not replaced. The copy is removed from its old key first,
 * so the move needs no more room than the copy already takes (a large copy would not fit twice in the browser's
 * storage); if the new key is refused all the same, the copy is put back where it was. Never throws.
 */
export function moveRecoveryAside(storage: RecoveryStorage, text: string, stamp: string): AsideResult {
  try {
    let key = recoveryAsideKey(stamp);
    for (let n = 2; storage.getItem(key) !== null; n++) key = `${recoveryAsideKey(stamp)}-${n}`;
    storage.removeItem(RECOVERY_KEY);
    storage.setItem(key, text);
    return { kept: true, key };
  } catch (e) {
    const problem = describeThrown(e);
    try {
      if (storage.getItem(RECOVERY_KEY) === null) storage.setItem(RECOVERY_KEY, text);
      return { kept: false, key: RECOVERY_KEY, problem };
    } catch {
      return { kept: false, key: null, problem };
    }
  }
}
