// The size, count and range limits of Sightline's files; one place so the docs, the schema and the messages agree.
import { TABLE_LIMITS } from '../table';

/**
 * Limits shared by every file Sightline reads (layouts, army files, game files). The largest real tournament layout is
 * 26 KB; 2 MB leaves room for any real document while a hostile one is refused in milliseconds, before JSON parsing.
 */
export const FILE_LIMITS = {
  /** Largest file accepted, in characters (main checks the byte size before reading; the loaders check the text). */
  maxTextChars: 2_000_000,
  /** Deepest nesting of arrays/objects; a valid layout nests 7 deep. Checked on the text before JSON.parse. */
  maxDepth: 32,
  /** Most JSON values (objects, arrays, strings, numbers, ...) in one file. */
  maxValues: 1_000_000,
  /** Schema problems collected before validation stops (the message names the first; more would only cost time). */
  maxProblems: 50,
} as const;

/** Limits of game files (.sightlinegame); the file as a whole also keeps to FILE_LIMITS. */
export const GAME_FILE_LIMITS = {
  /** Most actions a game file may hold (a long game has a few thousand). Its own limit: the shared list limit is not for it. */
  maxActions: 100_000,
} as const;

export const LAYOUT_LIMITS = {
  maxTextChars: FILE_LIMITS.maxTextChars,
  maxDepth: FILE_LIMITS.maxDepth,
  /** Longest list of any kind (the models list); longer lists are refused before the schema looks at their entries. */
  maxListEntries: 5000,
  maxValues: FILE_LIMITS.maxValues,
  maxProblems: FILE_LIMITS.maxProblems,
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
