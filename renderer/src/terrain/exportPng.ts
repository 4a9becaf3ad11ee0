// A top-down picture of the layout on a 2D canvas: table, 1"/6"/12" grid, terrain footprints and solids, deployment
// zones, objectives with control radius, models, a scale bar and the title. No WebGL: the same picture from any view.
import {
  isReserveZone,
  placedBox,
  placedBoxCorners,
  placedFootprint,
  baseHalfExtents,
  type Layout,
  type Side,
  type Vec2,
} from '../../../engine/index';
import { footprintColor, sideColor } from '../scene/colors';
import { zoneLabelPoint } from './zoneLabel';

export const EXPORT_TABLE_COLOR = '#4d7a4f';
export interface ExportOptions {
  /** Pixels per inch. */
  readonly pxPerIn?: number;
  readonly marginPx?: number;
}

/** Canvas size for a layout: the table plus margins for the title and the scale bar. */
export function exportSize(layout: Layout, opts: ExportOptions = {}): { width: number; height: number; ppi: number; margin: number; top: number } {
  const ppi = opts.pxPerIn ?? 20;
  const margin = opts.marginPx ?? 40;
  const top = margin + 30;
  return { width: Math.round(layout.table.widthIn * ppi + 2 * margin), height: Math.round(layout.table.depthIn * ppi + top + margin + 30), ppi, margin, top };
}

/** Draws the layout into a 2D context sized by exportSize. */
export function drawLayoutTopDown(ctx: CanvasRenderingContext2D, layout: Layout, opts: ExportOptions = {}): void {
  const { width, height, ppi, margin, top } = exportSize(layout, opts);
  const { widthIn: w, depthIn: d } = layout.table;
  // Table x right, table y up: y = 0 is the bottom edge of the picture.
  const X = (x: number) => margin + x * ppi;
  const Y = (y: number) => top + (d - y) * ppi;
  const path = (pts: readonly Vec2[]) => {
    ctx.beginPath();
    pts.forEach(([x, y], i) => (i ? ctx.lineTo(X(x), Y(y)) : ctx.moveTo(X(x), Y(y))));
    ctx.closePath();
  };

  ctx.fillStyle = '#1b1f24';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = EXPORT_TABLE_COLOR;
  ctx.fillRect(X(0), Y(d), w * ppi, d * ppi);

  // Grid: every inch faint, 6" stronger, 12" strongest.
  const line = (x0: number, y0: number, x1: number, y1: number) => {
    ctx.beginPath();
    ctx.moveTo(X(x0), Y(y0));
    ctx.lineTo(X(x1), Y(y1));
    ctx.stroke();
  };
  for (const [step, style, lw] of [[1, 'rgba(255,255,255,0.10)', 1], [6, 'rgba(255,255,255,0.22)', 1], [12, 'rgba(255,255,255,0.38)', 1.5]] as const) {
    ctx.strokeStyle = style;
    ctx.lineWidth = lw;
    for (let x = step; x < w; x += step) line(x, 0, x, d);
    for (let y = step; y < d; y += step) line(0, y, w, y);
  }

  // Deployment zones under the terrain.
  const zoneSides: Side[] = [];
  for (const z of layout.deployment?.zones ?? []) if (!zoneSides.includes(z.side)) zoneSides.push(z.side);
  for (const z of layout.deployment?.zones ?? []) {
    const c = sideColor(z.side, zoneSides);
    path(z.polygon);
    if (isReserveZone(z)) {
      ctx.setLineDash([8, 6]);
      ctx.strokeStyle = c;
      ctx.lineWidth = 2;
      ctx.stroke();
      ctx.setLineDash([]);
    } else {
      ctx.globalAlpha = 0.3;
      ctx.fillStyle = c;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.strokeStyle = c;
      ctx.lineWidth = 2;
      ctx.stroke();
    }
  }

  for (const piece of layout.terrain) {
    path(placedFootprint(piece));
    ctx.globalAlpha = 0.75;
    ctx.fillStyle = footprintColor(piece.traits);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = 'rgba(0,0,0,0.6)';
    ctx.lineWidth = 1;
    ctx.stroke();
    // Solids darker the taller they are; upper floors show as a lighter slab.
    for (const s of piece.solids) {
      const b = placedBox(piece, s.box);
      path(placedBoxCorners(b));
      const shade = Math.max(40, 170 - (b.z + b.h) * 12);
      ctx.fillStyle = piece.traits.includes('impassable') ? `rgb(${shade * 0.6},${shade * 0.62},${shade * 0.66})` : `rgb(${shade},${shade * 0.93},${shade * 0.8})`;
      ctx.fill();
    }
  }

  for (const o of layout.objectives ?? []) {
    if (o.controlRadiusIn) {
      ctx.beginPath();
      ctx.arc(X(o.x), Y(o.y), o.controlRadiusIn * ppi, 0, 2 * Math.PI);
      ctx.strokeStyle = '#f2c14e';
      ctx.lineWidth = 2;
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.arc(X(o.x), Y(o.y), 0.6 * ppi, 0, 2 * Math.PI);
    ctx.fillStyle = '#f2c14e';
    ctx.fill();
  }

  const modelSides: Side[] = [];
  for (const m of layout.models) if (!modelSides.includes(m.side)) modelSides.push(m.side);
  for (const m of layout.models) {
    const { a, b } = baseHalfExtents(m.base);
    ctx.save();
    ctx.translate(X(m.x), Y(m.y));
    ctx.rotate((-m.facingDeg * Math.PI) / 180);
    ctx.beginPath();
    if (m.base.kind === 'hull') ctx.rect(-a * ppi, -b * ppi, 2 * a * ppi, 2 * b * ppi);
    else ctx.ellipse(0, 0, a * ppi, b * ppi, 0, 0, 2 * Math.PI);
    ctx.fillStyle = sideColor(m.side, modelSides);
    ctx.fill();
    ctx.strokeStyle = '#111';
    ctx.stroke();
    ctx.restore();
  }

  // Labels last so nothing covers them.
  ctx.font = `600 ${Math.max(10, Math.round(ppi * 0.6))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const z of layout.deployment?.zones ?? []) {
    if (isReserveZone(z)) continue;
    const [lx, ly] = zoneLabelPoint(z.polygon, (layout.objectives ?? []).map((o) => [o.x, o.y] as const), (z.name ?? z.id).length);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(z.name ?? z.id, X(lx), Y(ly));
  }
  for (const o of layout.objectives ?? []) {
    ctx.fillStyle = '#f2c14e';
    ctx.fillText(o.name ?? o.id, X(o.x), Y(o.y) + 1.3 * ppi);
  }

  // Edge rulers every 12".
  ctx.fillStyle = '#cfc9b8';
  ctx.font = `${Math.max(9, Math.round(ppi * 0.5))}px system-ui, sans-serif`;
  for (let x = 0; x <= w; x += 12) ctx.fillText(`${x}"`, X(x), Y(0) + 12);
  ctx.textAlign = 'right';
  for (let y = 0; y <= d; y += 12) ctx.fillText(`${y}"`, X(0) - 6, Y(y));

  // Title and scale bar.
  ctx.textAlign = 'left';
  ctx.fillStyle = '#f1ecd2';
  ctx.font = `600 20px system-ui, sans-serif`;
  ctx.fillText(`${layout.name || 'Untitled layout'} - ${d}" x ${w}"`, margin, margin / 2 + 8);
  const barY = Y(0) + 34;
  ctx.fillStyle = '#f1ecd2';
  for (let i = 0; i < 12; i += 2) ctx.fillRect(X(i), barY, ppi, 6);
  ctx.strokeStyle = '#f1ecd2';
  ctx.lineWidth = 1;
  ctx.strokeRect(X(0), barY, 12 * ppi, 6);
  ctx.font = '12px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.fillText('0', X(0) - 2, barY + 18);
  ctx.fillText('6"', X(6) - 6, barY + 18);
  ctx.fillText('12"', X(12) - 8, barY + 18);
}

/** The layout as PNG bytes, drawn on an offscreen canvas. */
export async function layoutPng(layout: Layout, opts: ExportOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  const { width, height } = exportSize(layout, opts);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  drawLayoutTopDown(canvas.getContext('2d')!, layout, opts);
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
  if (!blob) throw new Error('The browser could not encode the picture.');
  return new Uint8Array(await blob.arrayBuffer());
}
