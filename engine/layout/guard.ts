// Structural checks on untrusted input before schema validation: plain JSON data only, bounded depth and size,
// no prototype-polluting keys. Iterative, so hostile nesting cannot overflow the stack.
import { LayoutError, describeLayoutValue, formatLayoutPath } from './errors';
import { LAYOUT_LIMITS } from './limits';
import { describeThrown } from './thrown';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

interface Frame {
  readonly value: object;
  readonly depth: number;
  readonly path: readonly PropertyKey[];
}

function isPlainObject(v: object): boolean {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Throws a LayoutError unless `value` is plain JSON data (objects, arrays, strings, finite-or-not numbers, booleans, null)
 * within the depth and size limits and free of __proto__/constructor/prototype keys. Reads each value once.
 */
export function assertPlainLayoutData(
  value: unknown,
  /** The longest list allowed at `path` (a game file's actions have their own limit); the layout limit elsewhere. */
  listLimit: (path: readonly PropertyKey[]) => number = () => LAYOUT_LIMITS.maxListEntries,
): void {
  let count = 0;
  const stack: Frame[] = [];
  // The child's path is built only when it is needed (a container to descend into, or an error).
  const visit = (v: unknown, depth: number, parent: readonly PropertyKey[], key: PropertyKey | null): void => {
    const pathOf = (): readonly PropertyKey[] => (key === null ? parent : [...parent, key]);
    if (++count > LAYOUT_LIMITS.maxValues)
      throw new LayoutError(`The layout is too large: more than ${LAYOUT_LIMITS.maxValues.toLocaleString('en')} values.`, formatLayoutPath(pathOf()));
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === undefined) return;
    const path = pathOf();
    const where = path.length ? `${formatLayoutPath(path)} ` : 'The layout ';
    if (typeof v !== 'object') throw new LayoutError(`${where}must be JSON data (got ${describeLayoutValue(v)}).`, formatLayoutPath(path));
    if (depth >= LAYOUT_LIMITS.maxDepth)
      throw new LayoutError(`${where}is nested too deeply (more than ${LAYOUT_LIMITS.maxDepth} levels).`, formatLayoutPath(path));
    if (!read(() => Array.isArray(v) || isPlainObject(v), path))
      throw new LayoutError(`${where}must be plain JSON data, not a ${read(() => String(v.constructor?.name ?? 'special'), path)} object.`, formatLayoutPath(path));
    stack.push({ value: v, depth: depth + 1, path });
  };
  /** Reads a container's part; a proxy trap or getter that throws becomes a LayoutError at that field. */
  const read = <T>(get: () => T, path: readonly PropertyKey[]): T => {
    try {
      return get();
    } catch (e) {
      if (e instanceof LayoutError) throw e;
      const where = path.length ? formatLayoutPath(path) : 'The layout';
      throw new LayoutError(`${where} could not be read (${describeThrown(e)}); a layout file holds plain data only.`, formatLayoutPath(path));
    }
  };
  visit(value, 0, [], null);
  while (stack.length > 0) {
    const { value: container, depth, path } = stack.pop()!;
    if (read(() => Array.isArray(container), path)) {
      const list = container as unknown[];
      const length = read(() => list.length, path);
      const limit = listLimit(path);
      if (length > limit)
        throw new LayoutError(
          `${formatLayoutPath(path) || 'The layout'} has ${length} entries; ${limit === LAYOUT_LIMITS.maxListEntries ? `no list in a layout may have more than ${limit}` : `at most ${limit} are allowed`}.`,
          formatLayoutPath(path),
        );
      for (let i = 0; i < length; i++) visit(read(() => list[i], [...path, i]), depth, path, i);
    } else {
      for (const key of read(() => Reflect.ownKeys(container), path)) {
        if (typeof key !== 'string')
          throw new LayoutError(`${formatLayoutPath(path) || 'The layout'} has a non-text key.`, formatLayoutPath(path));
        if (FORBIDDEN_KEYS.has(key))
          throw new LayoutError(
            `${formatLayoutPath(path) || 'The layout'} has a forbidden field "${key}" (not allowed in layout files).`,
            formatLayoutPath([...path, key]),
          );
        visit(read(() => (container as Record<string, unknown>)[key], [...path, key]), depth, path, key);
      }
    }
  }
}
