// Army files as every ruleset reads them: its schema is the common envelope (format, version, its ruleset, name) with the
// ruleset's own fields and free notes, and a file is read through it with the first problem named by its field path.
import { z } from 'zod';
import { ARMY_FORMAT, ARMY_FORMAT_VERSION, zodProblem } from '../army';

/** A ruleset's army schema: the envelope, then `fields`, then optional notes; no other key is allowed. */
export function armySchema<const R extends string, const F extends z.ZodRawShape>(rulesetId: R, fields: F) {
  return z
    .object({
      format: z.literal(ARMY_FORMAT),
      version: z.literal(ARMY_FORMAT_VERSION),
      ruleset: z.literal(rulesetId),
      name: z.string().min(1).max(200),
      ...fields,
      notes: z.string().max(5000).optional(),
    })
    .strict();
}

/** `value` read through `schema`, or a GameSetupError naming the first field that is wrong (under `path`). */
export function parseArmy<S extends z.ZodType>(schema: S, value: unknown, path: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw zodProblem(parsed.error, path);
  return parsed.data;
}
