// The tool registry: every interaction mode, its key and its side-panel section, listed in one place.
import type { ComponentType } from 'react';
import { registerCommand } from '../commands';
import { useTools, type ToolId } from './toolStore';

export interface ToolDef {
  readonly id: ToolId;
  readonly label: string;
  readonly key: string;
  readonly hint: string;
  /** The tool's section in the side panel, shown while it is active. */
  readonly Panel?: ComponentType;
  /** What the tool draws in the 3D scene while active. */
  readonly Scene?: ComponentType;
  /** A press on a model while the tool is active; return true to start dragging it as the select tool does. */
  readonly onModelDown?: (id: string, x: number, y: number, mods: { shift?: boolean; ctrl?: boolean; alt?: boolean }) => boolean;
  /** A press on the table (x, y inches) while the tool is active. */
  readonly onTableDown?: (x: number, y: number, mods: { shift?: boolean; ctrl?: boolean; alt?: boolean }) => void;
  /** The pointer moved over the table while the tool is active (and no model is being dragged). */
  readonly onPointerMove?: (x: number, y: number, overModel: string | null) => void;
  /** A key for the active tool (after a drag's Escape, before the selection keys); return true when it was used. */
  readonly onKey?: (key: string, mods: { shift?: boolean; alt?: boolean }) => boolean;
}

const tools: ToolDef[] = [];

export function registerTool(def: ToolDef): void {
  const i = tools.findIndex((t) => t.id === def.id);
  if (i >= 0) tools[i] = def;
  else tools.push(def);
  registerCommand({ id: `tool:${def.id}`, label: `${def.label} tool`, keys: def.key, run: () => useTools.getState().setTool(def.id) });
}

export const toolList = (): readonly ToolDef[] => tools;
export const toolById = (id: ToolId) => tools.find((t) => t.id === id);
