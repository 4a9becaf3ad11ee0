// Public face of engine/los: true line of sight, the LOS matrix, viewsheds and the seeded test scenes.
export * from './types';
export { BODY_SEGMENTS, getLosScene, modelBodyOutline } from './scene';
export type { LosScene, PrismSet, FootprintSet } from './scene';
export { eyePoint, lineOfSight, losRayView, resolveLosOptions } from './lineOfSight';
export { generateLosLayout } from './sceneGenerator';
export type { LosSceneSpec } from './sceneGenerator';
export { losMatrix, losMatrixValue, unitLosMatrix, updateLosMatrixForModel, whoCanSee } from './matrix';
export type { LosMatrix, LosMatrixOptions } from './matrix';
export { cellGrid, viewshed, viewshedEyeCounts, viewshedEyes } from './viewshed';
export type { CellGrid, Viewshed, ViewshedFrom, ViewshedOptions } from './viewshed';
