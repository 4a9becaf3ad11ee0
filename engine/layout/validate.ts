// Schema validation of a layout document that stops after a bounded number of problems: the big lists are checked one
// entry at a time, so a file with a million wrong values costs as much as one with fifty.
import type { z } from 'zod';
import type { Layout } from '../types';
import { layoutSchemaV1, layoutShellSchemaV1, layoutModelSchema, objectiveMarkerSchema, terrainPieceSchema } from './schema';

type Issue = z.core.$ZodIssue;

export type LayoutValidation =
  | { readonly ok: true; readonly layout: Layout }
  | { readonly ok: false; readonly issues: readonly Issue[]; readonly capped: boolean };

const TOP_KEYS: readonly PropertyKey[] = Object.keys(layoutSchemaV1.shape);
const topRank = (i: Issue): number => {
  const r = i.path.length ? TOP_KEYS.indexOf(i.path[0]!) : -1;
  return r < 0 ? -1 : r;
};
/** The issues in the order of the document's fields, as the whole schema would list them (stable within a field). */
const inDocumentOrder = (issues: Issue[]): Issue[] => issues.map((i, n) => [i, n] as const).sort((a, b) => topRank(a[0]) - topRank(b[0]) || a[1] - b[1]).map(([i]) => i);

/**
 * Validates `doc` against layout format v1 and returns the Layout, or the first `maxIssues` schema issues (in document
 * order within each list) and whether more were left unlooked-at. Same answers as layoutSchemaV1 when valid.
 */
export function validateLayoutV1(doc: unknown, maxIssues: number): LayoutValidation {
  const shell = layoutShellSchemaV1.safeParse(doc, { reportInput: true });
  const issues: Issue[] = shell.success ? [] : [...shell.error.issues];
  if (issues.length >= maxIssues) return { ok: false, issues: inDocumentOrder(issues.slice(0, maxIssues)), capped: true };
  /** One list's entries, each checked alone, its issues added; null once the cap is reached. */
  function entries<S extends z.ZodType>(key: 'terrain' | 'models' | 'objectives', schema: S): z.output<S>[] | null {
    const list: unknown = typeof doc === 'object' && doc !== null ? Reflect.get(doc, key) : undefined;
    const parsed: z.output<S>[] = [];
    if (!Array.isArray(list)) return parsed; // the shell has reported it (missing where required, wrong type)
    for (let i = 0; i < list.length; i++) {
      const r = schema.safeParse(list[i], { reportInput: true });
      if (r.success) parsed.push(r.data);
      else
        for (const issue of r.error.issues) {
          issues.push({ ...issue, path: [key, i, ...issue.path] });
          if (issues.length >= maxIssues) return null;
        }
    }
    return parsed;
  }
  const terrain = entries('terrain', terrainPieceSchema);
  const models = terrain && entries('models', layoutModelSchema);
  const objectives = models && entries('objectives', objectiveMarkerSchema);
  if (!terrain || !models || !objectives) return { ok: false, issues: inDocumentOrder(issues), capped: true };
  if (issues.length > 0 || !shell.success) return { ok: false, issues: inDocumentOrder(issues), capped: false };
  // In the schema's field order (objectives is its last field), as layoutSchemaV1 would give it.
  const { objectives: listed, ...shellFields } = shell.data;
  const layout: Layout = { ...shellFields, terrain, models, ...(listed ? { objectives } : {}) };
  return { ok: true, layout };
}
