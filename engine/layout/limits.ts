// The size, count and range limits of a layout document; one place so the docs, the schema and the messages agree.
import { TABLE_LIMITS } from '../table';

export const LAYOUT_LIMITS = {
  /** Largest layout file accepted, in characters, checked before JSON parsing. */
  maxTextChars: 20_000_000,
  /** Deepest nesting of arrays/objects; a valid layout nests 7 deep. */
  maxDepth: 32,
  /** Longest list of any kind (the models list); longer lists are refused before the schema looks at their entries. */
  maxListEntries: 5000,
  /** Most JSON values (objects, arrays, strings, numbers, ...) in one layout file. */
  maxValues: 5_000_000,
  /** Largest |coordinate| in inches: positions, local offsets, heights. */
  maxCoordIn: 1000,
  minTableIn: TABLE_LIMITS.minIn,
  maxTableIn: TABLE_LIMITS.maxIn,
  /** Largest |angle| in degrees. */
  maxAngleDeg: 3600,
  maxTerrain: 2000,
  maxModels: 5000,
  maxFootprintPoints: 256,
  minFootprintPoints: 3,
  maxSolids: 256,
  maxZones: 64,
  maxZonePoints: 256,
  maxObjectives: 256,
  maxIdChars: 200,
  maxNameChars: 500,
  maxNotesChars: 100_000,
  /** Largest base size: 1000 mm for round/oval bases, inches for hulls via maxCoordIn. */
  maxBaseMm: 1000,
} as const;
