// Public face of engine/layout: the layout document (load, save, migrate, limits) and symmetry.
export { LayoutError, formatLayoutPath, type LayoutProblem } from './errors';
export { FILE_LIMITS, LAYOUT_LIMITS } from './limits';
export { prescanJsonText, utf8ByteLength, type PrescanResult } from './prescan';
export { describeThrown } from './thrown';
export { LAYOUT_FORMAT, LAYOUT_FORMAT_VERSION, LAYOUT_MIGRATIONS, migrateLayout, type LayoutDocument, type LayoutMigration } from './migrate';
export { layoutSchemaV1 } from './schema';
export { loadLayout, parseLayoutText } from './load';
export { saveLayout, canonicalLayoutData } from './save';
export { findJsonSyntaxProblem, type JsonSyntaxProblem } from './jsonSyntax';
export { SYMMETRY_MODES, symmetryTransformPoint, twinIdOf, twinOfPiece, type SymmetryMode } from './symmetry/modes';
export { placedShapeDistance, placedShapeOf, type PlacedShape } from './symmetry/shape';
export { SYMMETRY_TOLERANCES, findTwin, symmetryFalloff, symmetryScore, type SymmetryPair, type SymmetryReport } from './symmetry/score';
export { SYMMETRY_AXIS_TOLERANCE_IN, makeSymmetric, type MakeSymmetricResult, type SymmetrySide } from './symmetry/make';
export { modelBounds, offTableAfterResize, resizeTable, type OffTableItem } from './resize';
