// Text labels drawn into canvas textures (no font downloads, nothing the CSP would block).
import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';

const cache = new Map<string, { texture: CanvasTexture; aspect: number }>();

/** A texture holding `text`, cached by text and colour; aspect is width / height. */
export function labelTexture(text: string, color = '#e8e2cf', background = ''): { texture: CanvasTexture; aspect: number } {
  const key = `${text}|${color}|${background}`;
  const hit = cache.get(key);
  if (hit) return hit;
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
  const entry = { texture, aspect: canvas.width / canvas.height };
  cache.set(key, entry);
  return entry;
}
