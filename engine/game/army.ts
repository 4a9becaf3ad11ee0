// Army files: the common envelope {format: 'sightline/army', version: 1, ruleset, name}, then the ruleset's own body.
import { z } from 'zod';
import { assertPlainLayoutData } from '../layout/guard';
import { formatLayoutPath } from '../layout/errors';
import { prescanJsonText } from '../layout/prescan';
import { describeThrown } from '../layout/thrown';
import { GameSetupError, type ArmyFile } from './types';

export const ARMY_FORMAT = 'sightline/army';
export const ARMY_FORMAT_VERSION = 1;

const envelope = z.object({
  format: z.literal(ARMY_FORMAT),
  version: z.literal(ARMY_FORMAT_VERSION),
  ruleset: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
});

/** The first zod issue as "army.pool[2].count: expected a number" with its path; `prefix` is where the army sits. */
export function zodProblem(error: z.ZodError, prefix: string, what = 'army'): GameSetupError {
  const issue = error.issues[0]!;
  const path = `${prefix}${issue.path.length ? (formatLayoutPath(issue.path).startsWith('[') ? '' : '.') + formatLayoutPath(issue.path) : ''}`;
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem${error.issues.length > 2 ? 's' : ''})` : '';
  return new GameSetupError(`${path}: ${issue.message} in the ${what}${more}.`, path);
}

/**
 * Checks the envelope of an army file (plain JSON only, bounded size, no prototype keys) and returns it.
 * The ruleset plug-in validates the rest. Throws GameSetupError naming the field path.
 */
export function checkArmyEnvelope(value: unknown, path = 'army'): ArmyFile {
  try {
    assertPlainLayoutData(value);
  } catch (e) {
    const msg = describeThrown(e).replace(/\blayout\b/g, 'army file');
    throw new GameSetupError(`${path}: ${msg}`, path);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new GameSetupError(`${path}: an army file is a JSON object {format: "sightline/army", version: 1, ruleset, name, ...}.`, path);
  const parsed = envelope.safeParse(value);
  if (!parsed.success) throw zodProblem(parsed.error, path);
  return value as ArmyFile;
}

/**
 * Reads an army file's text with the same limits as layouts and games (FILE_LIMITS: size and depth checked before
 * JSON.parse), then checks its envelope. Errors name the file and the field.
 */
export function parseArmyText(text: string, fileName = 'army file'): ArmyFile {
  if (typeof text !== 'string') throw new GameSetupError(`${fileName}: expected the text of an army file.`, '');
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const scan = prescanJsonText(body, 'army file');
  if (!scan.ok) throw new GameSetupError(`${fileName}: ${scan.message}`, '');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    throw new GameSetupError(`${fileName}: this is not valid JSON (${describeThrown(e)}).`, '');
  }
  return checkArmyEnvelope(json, fileName);
}
