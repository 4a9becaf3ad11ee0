// Schema validation of a layout document that stops after a bounded number of problems: the big lists are checked one
// entry at a time, so a file with a million wrong values costs as much as one with fifty.
import type { z } from 'zod';
import type { Layout } from '../types';
import { layoutSchemaV1, layoutShellSchemaV1, layoutModelSchema, objectiveMarkerSchema, terrainPieceSchema } from './schema';

type Issue = z.core.$ZodIssue;

export type LayoutValidation =
  | { readonly ok: true; readonly layout: Layout }
  | { readonly ok: false; readonly issues: readonly Issue[]; readonly capped: boolean };

const LISTS = [
  ['terrain', terrainPieceSchema],
  ['models', layoutModelSchema],
  ['objectives', objectiveMarkerSchema],
] as const;

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
  const record = doc as Record<string, unknown>;
  const out: Record<string, unknown> = shell.success ? { ...shell.data } : {};
  for (const [key, schema] of LISTS) {
    const list = record[key];
    if (!Array.isArray(list)) continue; // the shell has reported it (missing where required, wrong type)
    const parsed: unknown[] = [];
    for (let i = 0; i < list.length; i++) {
      const r = schema.safeParse(list[i], { reportInput: true });
      if (r.success) parsed.push(r.data);
      else
        for (const issue of r.error.issues) {
          issues.push({ ...issue, path: [key, i, ...issue.path] });
          if (issues.length >= maxIssues) return { ok: false, issues: inDocumentOrder(issues), capped: true };
        }
    }
    out[key] = parsed;
  }
  if (issues.length > 0) return { ok: false, issues: inDocumentOrder(issues), capped: false };
  return { ok: true, layout: out as unknown as Layout };
}
