// The layout analysis in the renderer: run state and progress, the result, and what the heatmap shows.
import { create } from 'zustand';
import type { Layout, LayoutAnalysis, Viewshed } from '../../../engine/index';

export type HeatmapSource = { readonly kind: 'zone'; readonly zoneId: string } | { readonly kind: 'model'; readonly modelId: string } | { readonly kind: 'off' };

export interface AnalysisState {
  status: 'idle' | 'running' | 'done' | 'cancelled' | 'error';
  /** Share of the work done (0..1) and what is being done, while running. */
  progress: number;
  phase: string;
  result: LayoutAnalysis | null;
  /** The layout the result was computed for (a later edit makes it stale). */
  resultFor: Layout | null;
  source: HeatmapSource;
  /** The viewshed of the model picked as the heatmap source, and the layout it was computed on. */
  modelViewshed: { modelId: string; viewshed: Viewshed; layout: Layout } | null;
  /** Fine cells (1") instead of 2": four times the work. */
  fine: boolean;
  /** Obscuring footprints without walls block sight (40k-style area terrain). */
  areaBlocks: boolean;
  modelHeightIn: number;

  set: (s: Partial<Omit<AnalysisState, 'set'>>) => void;
}

export const useAnalysis = create<AnalysisState>()((set) => ({
  status: 'idle',
  progress: 0,
  phase: '',
  result: null,
  resultFor: null,
  source: { kind: 'off' },
  modelViewshed: null,
  fine: false,
  areaBlocks: false,
  modelHeightIn: 1.5,
  set: (s) => set(s),
}));
