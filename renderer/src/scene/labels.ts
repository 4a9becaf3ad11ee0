// Text labels drawn into canvas textures (no font downloads, nothing the CSP would block).
import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';
import { DisposingCache } from './disposingCache';

export interface LabelTexture {
  readonly texture: CanvasTexture;
  /** Width / height. */
  readonly aspect: number;
  dispose(): void;
}

/**
 * Labels in use at once are a few dozen (edge rulers, zones, objectives, wounds); the bound is for the ones that come and
 * go, such as a ruler's reading while it is dragged, each a texture of its own that was kept for the whole session.
 */
export const LABEL_CACHE_SIZE = 256;
const cache = new DisposingCache<LabelTexture>(LABEL_CACHE_SIZE);

/** A texture holding `text`, cached by text and colour (the least recently used beyond LABEL_CACHE_SIZE is disposed). */
export function labelTexture(text: string, color = '#e8e2cf', background = ''): LabelTexture {
  return cache.get(`${text}|${color}|${background}`, () => drawLabel(text, color, background));
}

function drawLabel(text: string, color: string, background: string): LabelTexture {
  const px = 64;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d')!;
  ctx.font = `600 ${px}px system-ui, sans-serif`;
  const w = Math.ceil(ctx.measureText(text).width) + px / 2;
  canvas.width = w;
  canvas.height = Math.round(px * 1.3);
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.font = `600 ${px}px system-ui, sans-serif`;
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, canvas.width / 2, canvas.height / 2);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.anisotropy = 4;
  return { texture, aspect: canvas.width / canvas.height, dispose: () => texture.dispose() };
}
