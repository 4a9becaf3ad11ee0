// Edge smoothing (WebGL antialiasing) for the table and the dice tray: Auto, On or Off, kept between sessions.
//
// Auto smooths edges except where the browser draws WebGL in software (SwiftShader, llvmpipe: no usable GPU, a GPU on
// the browser's block list, a remote desktop). There every pixel is shaded on the CPU, and 4x smoothing took about a
// quarter of each frame's cost (docs/PERFORMANCE.md, "What a frame costs"), so turning the view or dragging a unit
// lagged. The choice is the status bar's Edges drop-down: its Auto option says what Auto chose, its tooltip why.
import { create } from 'zustand';

export type SmoothingChoice = 'auto' | 'on' | 'off';
export const SMOOTHING_CHOICES: readonly SmoothingChoice[] = ['auto', 'on', 'off'];
const KEY = 'sightline:smoothing';

/** True when a WebGL renderer string names a software rasteriser (Chromium's SwiftShader, Mesa's llvmpipe/softpipe, Windows' WARP). */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|microsoft basic render/i.test(renderer);
}

/** Whether edges are smoothed for a choice, given whether WebGL is drawn in software. */
export function smoothingOn(choice: SmoothingChoice, software: boolean): boolean {
  return choice === 'on' || (choice === 'auto' && !software);
}

/** The words of a choice in the drop-down. */
export function smoothingText(choice: SmoothingChoice, software: boolean): string {
  if (choice === 'on') return 'Edges: smooth';
  if (choice === 'off') return 'Edges: plain';
  return software ? 'Edges: auto (plain)' : 'Edges: auto (smooth)';
}

/** A stored choice, or Auto for anything else (nothing stored, an old or foreign value). */
export function readSmoothingChoice(stored: string | null): SmoothingChoice {
  return SMOOTHING_CHOICES.find((c) => c === stored) ?? 'auto';
}

/**
 * The browser's WebGL renderer string, read once from a throwaway context (which is released at once), or '' where
 * there is no WebGL 2 (unit tests, a browser without it: Auto then smooths, as before this setting).
 */
function probeRenderer(): string {
  if (typeof document === 'undefined') return '';
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return '';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return name;
  } catch {
    return '';
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface SmoothingState {
  readonly choice: SmoothingChoice;
  /** The WebGL renderer string ('' when unknown) and whether it is a software rasteriser. */
  readonly renderer: string;
  readonly software: boolean;
  readonly setChoice: (choice: SmoothingChoice) => void;
}

export const useSmoothing = create<SmoothingState>((set) => {
  const renderer = probeRenderer();
  return {
    choice: readSmoothingChoice(storage()?.getItem(KEY) ?? null),
    renderer,
    software: isSoftwareRenderer(renderer),
    setChoice: (next) => {
      storage()?.setItem(KEY, next);
      set({ choice: next });
    },
  };
});

/** Whether the canvases are drawn with smoothing now (a selector: the choice and the renderer decide it). */
export const selectSmooth = (s: SmoothingState): boolean => smoothingOn(s.choice, s.software);
