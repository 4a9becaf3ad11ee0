// Face textures for tray dice, drawn on canvases (pips, the scatter arrow, HIT): no fonts to fetch, nothing the CSP blocks.
import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';

const cache = new Map<string, CanvasTexture>();

const PIPS: Record<string, [number, number][]> = {
  '1': [[0.5, 0.5]],
  '2': [[0.28, 0.28], [0.72, 0.72]],
  '3': [[0.26, 0.26], [0.5, 0.5], [0.74, 0.74]],
  '4': [[0.28, 0.28], [0.72, 0.28], [0.28, 0.72], [0.72, 0.72]],
  '5': [[0.26, 0.26], [0.74, 0.26], [0.5, 0.5], [0.26, 0.74], [0.74, 0.74]],
  '6': [[0.28, 0.24], [0.72, 0.24], [0.28, 0.5], [0.72, 0.5], [0.28, 0.76], [0.72, 0.76]],
};

/** The texture for one face symbol: '1'..'6' as pips, '➜' as an arrow, 'HIT' as a target mark. */
export function faceTexture(symbol: string, scatter = false): CanvasTexture {
  const key = `${symbol}|${scatter}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const px = 128;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = px;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = scatter ? '#f3c64a' : '#f4efe2';
  ctx.fillRect(0, 0, px, px);
  ctx.strokeStyle = '#00000030';
  ctx.lineWidth = 6;
  ctx.strokeRect(3, 3, px - 6, px - 6);
  ctx.fillStyle = '#1d1f23';
  const pips = PIPS[symbol];
  if (pips) {
    for (const [x, y] of pips) {
      ctx.beginPath();
      ctx.arc(x * px, y * px, px * (symbol === '1' ? 0.12 : 0.09), 0, Math.PI * 2);
      ctx.fill();
    }
  } else if (symbol === '➜') {
    ctx.beginPath();
    ctx.moveTo(px * 0.15, px * 0.42);
    ctx.lineTo(px * 0.55, px * 0.42);
    ctx.lineTo(px * 0.55, px * 0.25);
    ctx.lineTo(px * 0.88, px * 0.5);
    ctx.lineTo(px * 0.55, px * 0.75);
    ctx.lineTo(px * 0.55, px * 0.58);
    ctx.lineTo(px * 0.15, px * 0.58);
    ctx.closePath();
    ctx.fill();
  } else {
    // HIT: a target ring with a dot, readable without any font.
    ctx.strokeStyle = '#b3261e';
    ctx.lineWidth = 10;
    ctx.beginPath();
    ctx.arc(px / 2, px / 2, px * 0.3, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = '#b3261e';
    ctx.beginPath();
    ctx.arc(px / 2, px / 2, px * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  cache.set(key, texture);
  return texture;
}
