// Reading a layout: text -> JSON -> structural guard -> migrations -> schema -> id checks. Never mutates its input.
import type { Layout } from '../types';
import { LayoutError, describeLayoutValue, type LayoutProblem } from './errors';
import { assertPlainLayoutData } from './guard';
import { layoutProblemsFromIssues } from './issues';
import { findJsonSyntaxProblem, lineAndColumn } from './jsonSyntax';
import { LAYOUT_LIMITS } from './limits';
import { migrateLayout } from './migrate';
import { prescanJsonText } from './prescan';
import { describeThrown } from './thrown';
import { validateLayoutV1 } from './validate';

/** Id collisions within each list (terrain, models, objectives, deployment zones), naming both places. */
function duplicateIdProblems(layout: Layout): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const lists: [string, readonly { readonly id: string }[]][] = [
    ['terrain', layout.terrain],
    ['models', layout.models],
    ['objectives', layout.objectives ?? []],
    ['deployment.zones', layout.deployment?.zones ?? []],
  ];
  for (const [name, entries] of lists) {
    const firstIndex = new Map<string, number>();
    entries.forEach((entry, i) => {
      const first = firstIndex.get(entry.id);
      if (first === undefined) firstIndex.set(entry.id, i);
      else
        problems.push({
          path: `${name}[${i}].id`,
          message: `${name}[${i}] (${JSON.stringify(entry.id)}): id ${JSON.stringify(entry.id)} is already used by ${name}[${first}]; ids must be unique`,
        });
    });
  }
  return problems;
}

function throwProblems(problems: readonly LayoutProblem[], capped = false): never {
  const first = problems[0]!;
  const n = problems.length - 1;
  const more = n > 0 ? ` (and ${capped ? 'at least ' : ''}${n} more problem${n > 1 ? 's' : ''})` : '';
  throw new LayoutError(`${first.message}${more}.`, first.path, { problems });
}


/**
 * Validates a parsed layout document (as JSON.parse returns it; a JSON string is also accepted) and returns the Layout,
 * migrated to the current format version. Throws LayoutError naming the bad field's path; never crashes on hostile input.
 */
export function loadLayout(value: unknown): Layout {
  if (typeof value === 'string') return parseLayoutText(value);
  try {
    assertPlainLayoutData(value);
    const doc = migrateLayout(value);
    const parsed = validateLayoutV1(doc, LAYOUT_LIMITS.maxProblems);
    if (!parsed.ok) throwProblems(layoutProblemsFromIssues(parsed.issues, doc), parsed.capped);
    const duplicates = duplicateIdProblems(parsed.layout);
    if (duplicates.length > 0) throwProblems(duplicates);
    return parsed.layout;
  } catch (e) {
    if (e instanceof LayoutError) throw e;
    // Getters that throw (anything, even values that cannot be printed), proxies, exhausted memory...: still the
    // loader's own error, never a crash of the caller.
    throw new LayoutError(`The layout could not be read (${describeThrown(e)}).`);
  }
}

/**
 * Reads a layout file's text: size limit checked before parsing, JSON syntax errors with line and column, then loadLayout.
 * `fileName` (e.g. "layout.json") prefixes every message.
 */
export function parseLayoutText(text: string, fileName?: string): Layout {
  const where = fileName ? `${fileName}: ` : '';
  if (typeof text !== 'string') throw new LayoutError(`${where}expected the text of a layout file (got ${describeLayoutValue(text)}).`);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const scan = prescanJsonText(body, 'layout');
  if (!scan.ok) {
    const msg = where ? `${where}${scan.message}` : scan.message.charAt(0).toUpperCase() + scan.message.slice(1);
    throw new LayoutError(msg, '', scan.line === undefined ? {} : { line: scan.line, column: scan.column! });
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    const problem = findJsonSyntaxProblem(body);
    const { line, column } = problem ?? lineAndColumn(body, body.length);
    const reason = problem?.reason ?? (e instanceof Error ? e.message : 'unreadable');
    const at = fileName ? `${fileName} line ${line}, column ${column}` : `Line ${line}, column ${column}`;
    throw new LayoutError(`${at}: this is not valid JSON: ${reason}.`, '', { line, column });
  }
  try {
    return loadLayout(json);
  } catch (e) {
    if (!(e instanceof LayoutError) || !fileName) throw e;
    throw new LayoutError(`${where}${e.message}`, e.path, { problems: e.problems });
  }
}
