// The shareable ruling picture: the current view with the verdict and numbers written underneath.
import { rulingLines, type Ruling } from './ruling';

function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (ctx.measureText(next).width > width && line) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function exportRulingPng(viewPng: Uint8Array<ArrayBuffer> | null, ruling: Ruling, layoutName: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const img = viewPng ? await createImageBitmap(new Blob([viewPng], { type: 'image/png' })) : null;
  const width = img?.width ?? 1200;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d')!;
  ctx.font = '600 20px system-ui, sans-serif';
  const lines = rulingLines(ruling, layoutName).flatMap((l) => wrap(ctx, l, width - 40));
  const textH = 24 + lines.length * 28;
  canvas.width = width;
  canvas.height = (img?.height ?? 0) + textH;
  ctx.fillStyle = '#1b1f24';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  if (img) ctx.drawImage(img, 0, 0);
  ctx.font = '600 20px system-ui, sans-serif';
  lines.forEach((l, i) => {
    ctx.fillStyle = i === 0 ? '#ffd27a' : '#e6e2d6';
    ctx.fillText(l, 20, (img?.height ?? 0) + 34 + i * 28);
  });
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}
