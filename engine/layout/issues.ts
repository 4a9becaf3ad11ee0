// Turns schema issues into messages a user can act on, naming the field and, for list entries, the entry's id.
import type { z } from 'zod';
import { describeLayoutValue, formatLayoutPath, type LayoutProblem } from './errors';
import { LAYOUT_FIELDS } from './schema';

type Issue = z.core.$ZodIssue;

const UNIT_OF_FIELD: Readonly<Record<string, string>> = {
  x: 'inches', y: 'inches', z: 'inches', w: 'inches', d: 'inches', h: 'inches',
  widthIn: 'inches', depthIn: 'inches', heightIn: 'inches', lengthIn: 'inches', controlRadiusIn: 'inches',
  footprint: 'inches', polygon: 'inches',
  rotationDeg: 'degrees', facingDeg: 'degrees',
  diameterMm: 'mm', lengthMm: 'mm', widthMm: 'mm',
};

/** Lists whose entries carry an id worth quoting in a message. */
const ENTRY_LISTS: readonly (readonly string[])[] = [['terrain'], ['models'], ['objectives'], ['deployment', 'zones']];

function unitAt(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const k = path[i];
    if (typeof k === 'string') return UNIT_OF_FIELD[k] ?? '';
  }
  return '';
}

const withUnit = (n: number | bigint, unit: string): string => (unit ? `${n} ${unit}` : String(n));

/** Splits a path into the entry it belongs to ("terrain[3] (\"ruin-3\")") and the field inside it ("footprint[2][0]"). */
function splitAtEntry(path: readonly PropertyKey[], doc: unknown): { entry: string; field: readonly PropertyKey[] } {
  for (const list of ENTRY_LISTS) {
    const n = list.length;
    if (path.length > n && list.every((k, i) => path[i] === k) && typeof path[n] === 'number') {
      let node: unknown = doc;
      for (const k of path.slice(0, n + 1)) node = node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[k] : undefined;
      const id = node !== null && typeof node === 'object' ? (node as Record<string, unknown>).id : undefined;
      const label = formatLayoutPath(path.slice(0, n + 1));
      return { entry: typeof id === 'string' && id.length <= 200 ? `${label} (${JSON.stringify(id)})` : label, field: path.slice(n + 1) };
    }
  }
  return { entry: '', field: path };
}

function expectedType(expected: string, unit: string): string {
  switch (expected) {
    case 'number': return unit ? `a finite number of ${unit}` : 'a finite number';
    case 'string': return 'text';
    case 'array': return 'a list';
    case 'tuple': return 'a point [x, y]';
    case 'object': return 'an object';
    default: return `a ${expected}`;
  }
}

/** A footprint or polygon entry: [x, y]. */
function isPointPath(path: readonly PropertyKey[]): boolean {
  const list = path[path.length - 2];
  return typeof path[path.length - 1] === 'number' && (list === 'footprint' || list === 'polygon');
}

function predicate(issue: Issue): string {
  const unit = unitAt(issue.path);
  const got = `(got ${describeLayoutValue(issue.input)})`;
  if ((issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'array' && isPointPath(issue.path))
    return `must be a point [x, y] of two numbers ${got}`;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `is missing (it must be ${expectedType(issue.expected, unit)})` : `must be ${expectedType(issue.expected, unit)} ${got}`;
    case 'too_big':
      if (issue.origin === 'array') return `has ${Array.isArray(issue.input) ? issue.input.length : 'too many'} entries; at most ${issue.maximum} are allowed`;
      if (issue.origin === 'string') return `is ${typeof issue.input === 'string' ? issue.input.length : 'too many'} characters long; at most ${issue.maximum} are allowed`;
      return `must be at most ${withUnit(issue.maximum, unit)} ${got}`;
    case 'too_small':
      if (issue.origin === 'array') return `needs at least ${issue.minimum} entries ${Array.isArray(issue.input) ? `(got ${issue.input.length})` : ''}`.trim();
      if (issue.origin === 'string') return 'must not be empty';
      return issue.inclusive === false ? `must be more than ${withUnit(issue.minimum, unit)} ${got}` : `must be at least ${withUnit(issue.minimum, unit)} ${got}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')} ${got}`;
    case 'unrecognized_keys': {
      const names = issue.path.filter((k): k is string => typeof k === 'string').join('.');
      const allowed = LAYOUT_FIELDS[names];
      const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ');
      return `has unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${allowed ? `; the fields are ${allowed.join(', ')}` : ''}`;
    }
    case 'invalid_union':
      if (issue.discriminator) {
        const options = 'options' in issue && Array.isArray(issue.options) ? issue.options : [];
        const input: unknown = issue.input;
        const value = input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[issue.discriminator] : undefined;
        return `must be one of ${options.map((v) => JSON.stringify(v)).join(', ')} (got ${describeLayoutValue(value)})`;
      }
      return `must be a number or text ${got}`;
    default:
      return issue.message;
  }
}

/** One user-facing problem per schema issue; `doc` is the validated input, used to quote entry ids. */
export function layoutProblemsFromIssues(issues: readonly Issue[], doc: unknown): LayoutProblem[] {
  return issues.map((issue) => {
    const { entry, field } = splitAtEntry(issue.path, doc);
    const fieldText = formatLayoutPath(field);
    const subject = entry ? (fieldText ? `${entry}: ${fieldText}` : entry) : fieldText || 'The layout';
    return { path: formatLayoutPath(issue.path), message: `${subject} ${predicate(issue)}` };
  });
}
