// The zod schema of layout format v1; its output type is checked to be exactly engine/types.ts's Layout.
import { z } from 'zod';
import { TERRAIN_TRAITS, type Layout } from '../types';
import { LAYOUT_LIMITS as L } from './limits';
import { SYMMETRY_MODES } from './symmetry/modes';

/** JSON cannot tell -0 from 0 once written, so the canonical reading is 0. */
const unsignZero = (n: number): number => (n === 0 ? 0 : n);

// z.number() already refuses NaN and +-Infinity.
const coordIn = z.number().min(-L.maxCoordIn).max(L.maxCoordIn).transform(unsignZero);
const sizeIn = z.number().gt(0).max(L.maxCoordIn);
const angleDeg = z.number().min(-L.maxAngleDeg).max(L.maxAngleDeg).transform(unsignZero);
const tableSideIn = z.number().min(L.minTableIn).max(L.maxTableIn);
const baseMm = z.number().gt(0).max(L.maxBaseMm);
const point = z.tuple([coordIn, coordIn]);
const layoutId = z.string().min(1).max(L.maxIdChars);
const displayName = z.string().max(L.maxNameChars);
const side = z.union([z.number().transform(unsignZero), z.string().min(1).max(L.maxIdChars)]);

export const solidBoxSchema = z.strictObject({
  x: coordIn,
  y: coordIn,
  z: coordIn,
  w: sizeIn,
  d: sizeIn,
  h: sizeIn,
  rotationDeg: angleDeg.optional(),
});

export const terrainSolidSchema = z.strictObject({ box: solidBoxSchema });

export const terrainPieceSchema = z.strictObject({
  id: layoutId,
  kind: z.string().min(1).max(L.maxIdChars),
  name: displayName.optional(),
  x: coordIn,
  y: coordIn,
  rotationDeg: angleDeg,
  traits: z
    .array(z.enum(TERRAIN_TRAITS))
    .max(TERRAIN_TRAITS.length)
    .refine((ts) => new Set(ts).size === ts.length, { message: 'lists the same trait twice' }),
  footprint: z.array(point).min(L.minFootprintPoints).max(L.maxFootprintPoints),
  solids: z.array(terrainSolidSchema).max(L.maxSolids),
});

export const baseSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('round'), diameterMm: baseMm }),
  z.strictObject({ kind: z.literal('oval'), lengthMm: baseMm, widthMm: baseMm }),
  z.strictObject({ kind: z.literal('hull'), lengthIn: sizeIn, widthIn: sizeIn }),
]);

export const layoutModelSchema = z.strictObject({
  id: layoutId,
  unit: z.string().min(1).max(L.maxIdChars),
  side,
  name: displayName.optional(),
  base: baseSchema,
  x: coordIn,
  y: coordIn,
  z: coordIn,
  facingDeg: angleDeg,
  heightIn: sizeIn,
});

export const deploymentZoneSchema = z.strictObject({
  id: layoutId,
  side,
  name: displayName.optional(),
  polygon: z.array(point).min(3).max(L.maxZonePoints),
});

export const deploymentSchema = z.strictObject({
  name: displayName.optional(),
  zones: z.array(deploymentZoneSchema).max(L.maxZones),
});

export const objectiveMarkerSchema = z.strictObject({
  id: layoutId,
  name: displayName.optional(),
  x: coordIn,
  y: coordIn,
  controlRadiusIn: z.number().min(0).max(L.maxCoordIn).optional(),
});

export const tableSizeSchema = z.strictObject({ widthIn: tableSideIn, depthIn: tableSideIn });

/** Layout format version 1 (the current one). */
export const layoutSchemaV1 = z.strictObject({
  format: z.literal('sightline/layout'),
  version: z.literal(1),
  name: displayName,
  table: tableSizeSchema,
  notes: z.string().max(L.maxNotesChars).optional(),
  // Added within version 1 (optional, so every earlier file still reads): the symmetry the layout is built to and the
  // ruleset it is set up for, so it reopens as it was saved.
  symmetry: z.enum(SYMMETRY_MODES).optional(),
  ruleset: z.string().min(1).max(L.maxIdChars).optional(),
  terrain: z.array(terrainPieceSchema).max(L.maxTerrain),
  models: z.array(layoutModelSchema).max(L.maxModels),
  deployment: deploymentSchema.optional(),
  objectives: z.array(objectiveMarkerSchema).max(L.maxObjectives).optional(),
});

/**
 * The document without looking inside its big lists (terrain, models, objectives: only that they are lists within their
 * length limits); validate.ts checks their entries one at a time so it can stop early.
 */
export const layoutShellSchemaV1 = layoutSchemaV1.extend({
  terrain: z.array(z.unknown()).max(L.maxTerrain),
  models: z.array(z.unknown()).max(L.maxModels),
  objectives: z.array(z.unknown()).max(L.maxObjectives).optional(),
});

/** The fields each kind of object may have, for "unknown field" messages; keyed by the path's names without indices. */
export const LAYOUT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  '': Object.keys(layoutSchemaV1.shape),
  table: Object.keys(tableSizeSchema.shape),
  terrain: Object.keys(terrainPieceSchema.shape),
  'terrain.solids': Object.keys(terrainSolidSchema.shape),
  'terrain.solids.box': Object.keys(solidBoxSchema.shape),
  models: Object.keys(layoutModelSchema.shape),
  'models.base': ['kind', 'diameterMm (round)', 'lengthMm, widthMm (oval)', 'lengthIn, widthIn (hull)'],
  deployment: Object.keys(deploymentSchema.shape),
  'deployment.zones': Object.keys(deploymentZoneSchema.shape),
  objectives: Object.keys(objectiveMarkerSchema.shape),
};

// Type-level check: the schema's output, made read-only, is exactly the shared Layout type.
type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
type Exactly<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const schemaMatchesLayoutType: Exactly<DeepReadonly<z.output<typeof layoutSchemaV1>>, DeepReadonly<Layout>> = true;
void schemaMatchesLayoutType;
