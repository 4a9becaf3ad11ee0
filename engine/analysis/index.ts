// Public face of engine/analysis: zone viewsheds, hidden shares, the longest open firing lane and the summary card.
export { analyseLayout, analyseLayoutSteps } from './analyse';
export type { AnalyseOptions, AnalysisProgress, AnalysisSummary, LayoutAnalysis, ZoneHidden, ZoneViewshed } from './analyse';
export { longestOpenLane, laneObstacles, laneDirections, searchLanes } from './lanes';
export type { FiringLane, LaneObstacles, LaneOptions } from './lanes';
export { analysisZones, DEFAULT_ZONE_DEPTH_IN } from './zones';
export type { AnalysisZone } from './zones';
