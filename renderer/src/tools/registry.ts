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
