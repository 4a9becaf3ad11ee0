// Format versions and the chain of pure migrations that brings an older layout document up to the current version.
import { LayoutError, describeLayoutValue } from './errors';

export const LAYOUT_FORMAT = 'sightline/layout';
/** The newest layout format version this build reads and writes. */
export const LAYOUT_FORMAT_VERSION = 1;

export type LayoutDocument = Readonly<Record<string, unknown>>;
/** Turns a document of version N into one of version N + 1. Pure: it returns a new object and never mutates its input. */
export type LayoutMigration = (doc: LayoutDocument) => LayoutDocument;

/**
 * Migrations keyed by the version they upgrade FROM. Adding format v2 = one entry here ({ 1: (doc) => ({ ...doc, version: 2, ... }) }),
 * the v2 schema, and a golden fixture tests/fixtures/layouts/v2.json.
 */
export const LAYOUT_MIGRATIONS: Readonly<Record<number, LayoutMigration>> = {};

/**
 * Checks the document's format and version and runs the migrations up to LAYOUT_FORMAT_VERSION.
 * The result is not yet validated against the schema. Throws LayoutError for foreign, malformed or newer documents.
 */
export function migrateLayout(doc: unknown): LayoutDocument {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc))
    throw new LayoutError(`A layout file must hold a JSON object (got ${describeLayoutValue(doc)}).`);
  const record = doc as LayoutDocument;
  if (record.format !== LAYOUT_FORMAT)
    throw new LayoutError(
      record.format === undefined
        ? `This is not a Sightline layout: it has no "format": "${LAYOUT_FORMAT}" field.`
        : `This is not a Sightline layout: its format is ${describeLayoutValue(record.format)}, expected "${LAYOUT_FORMAT}".`,
      'format',
    );
  const version = record.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new LayoutError(`version must be a whole number, 1 or more (got ${describeLayoutValue(version)}).`, 'version');
  if (version > LAYOUT_FORMAT_VERSION)
    throw new LayoutError(
      `This layout was made by a newer Sightline (format version ${version}); this version reads up to ${LAYOUT_FORMAT_VERSION}.`,
      'version',
    );
  let current = record;
  for (let v = version; v < LAYOUT_FORMAT_VERSION; v++) {
    const step = LAYOUT_MIGRATIONS[v];
    if (!step) throw new LayoutError(`No migration from layout format version ${v} (this is a bug in Sightline).`, 'version');
    current = step(current);
  }
  return current;
}
