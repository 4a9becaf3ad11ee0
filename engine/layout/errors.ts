// LayoutError: a problem with a layout file, with the path of the bad field and a message a user can act on.

export interface LayoutProblem {
  /** Where the problem is, e.g. "terrain[3].footprint[2][0]"; "" for the document as a whole. */
  readonly path: string;
  readonly message: string;
}

export class LayoutError extends Error {
  override readonly name = 'LayoutError';
  /** Path of the (first) bad field, e.g. "terrain[3].footprint[2][0]"; "" when the whole file is at fault. */
  readonly path: string;
  /** Every problem found (the message names the first one). */
  readonly problems: readonly LayoutProblem[];
  /** For JSON syntax errors: 1-based line and column in the text. */
  readonly line?: number;
  readonly column?: number;

  constructor(message: string, path = '', options: { problems?: readonly LayoutProblem[]; line?: number; column?: number } = {}) {
    super(message);
    this.path = path;
    this.problems = options.problems ?? [{ path, message }];
    if (options.line !== undefined) this.line = options.line;
    if (options.column !== undefined) this.column = options.column;
  }
}

/** Formats a path of keys the way a user reads it: terrain[3].footprint[2][0]. */
export function formatLayoutPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** A short, safe rendering of a bad value for a message: "abc" in quotes, numbers as written, containers by kind. */
export function describeLayoutValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    const s = value.length > 40 ? `${value.slice(0, 40)}...` : value;
    return JSON.stringify(s);
  }
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
