// The shared vocabulary of the engine: table, bases, placed models and the layout document, in inches.
import type { SymmetryMode } from './layout/symmetry/modes';

/** A point on the table, inches, table frame (origin at a corner, x along the long edge, y along the short edge). */
export type Vec2 = readonly [number, number];

export type RoundBase = { readonly kind: 'round'; readonly diameterMm: number };
/** An oval base; lengthMm runs along the model's facing, widthMm across it. */
export type OvalBase = { readonly kind: 'oval'; readonly lengthMm: number; readonly widthMm: number };
/** A vehicle hull footprint: a rectangle, lengthIn along the facing, widthIn across it. */
export type HullBase = { readonly kind: 'hull'; readonly lengthIn: number; readonly widthIn: number };
export type Base = RoundBase | OvalBase | HullBase;

/** A base standing on the table. facingDeg is counter-clockwise from +x seen from above. */
export interface PlacedBase {
  readonly base: Base;
  readonly x: number;
  readonly y: number;
  readonly z?: number;
  readonly facingDeg?: number;
}

export type Side = number | string;

/** A model in a layout: z is the height of the bottom of its base above the table. */
export interface LayoutModel extends PlacedBase {
  readonly id: string;
  readonly unit: string;
  readonly side: Side;
  readonly name?: string;
  readonly z: number;
  readonly facingDeg: number;
  readonly heightIn: number;
}

export const TERRAIN_TRAITS = ['obscuring', 'impassable', 'difficult', 'dangerous', 'environmental', 'cover-area'] as const;
export type TerrainTrait = (typeof TERRAIN_TRAITS)[number];

/** A box in a terrain piece's local frame: centred on (x, y), bottom at z, w along local x, d along local y, h up. */
export interface SolidBox {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly w: number;
  readonly d: number;
  readonly h: number;
  readonly rotationDeg?: number;
}

export interface TerrainSolid {
  readonly box: SolidBox;
}

/** A terrain piece. footprint and solids are in the piece's local frame, rotated counter-clockwise by rotationDeg about (x, y). */
export interface TerrainPiece {
  readonly id: string;
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  readonly rotationDeg: number;
  readonly traits: readonly TerrainTrait[];
  readonly footprint: readonly Vec2[];
  readonly solids: readonly TerrainSolid[];
  readonly name?: string;
}

export interface TableSize {
  readonly widthIn: number;
  readonly depthIn: number;
}

export interface DeploymentZone {
  readonly id: string;
  readonly side: Side;
  readonly name?: string;
  /** Polygon in table coordinates, inches. */
  readonly polygon: readonly Vec2[];
}

export interface ObjectiveMarker {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly name?: string;
  /** Control radius in inches, measured from the marker's centre. */
  readonly controlRadiusIn?: number;
}

export interface Deployment {
  readonly name?: string;
  readonly zones: readonly DeploymentZone[];
}

export interface Layout {
  readonly format: 'sightline/layout';
  readonly version: 1;
  readonly name: string;
  readonly table: TableSize;
  readonly terrain: readonly TerrainPiece[];
  readonly models: readonly LayoutModel[];
  readonly deployment?: Deployment;
  readonly objectives?: readonly ObjectiveMarker[];
  readonly notes?: string;
  /** The symmetry mode the layout is built to (absent: none chosen). */
  readonly symmetry?: SymmetryMode;
  /** The id of the ruleset the layout is set up for (absent: the app's default). */
  readonly ruleset?: string;
}
