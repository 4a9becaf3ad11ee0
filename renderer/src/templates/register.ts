// Registers the Template tool (B) and its commands: roll the 4+ dice (Shift+R) and scatter (Shift+S).
import { registerCommand } from '../commands';
import { useApp } from '../store/app';
import { registerTool } from '../tools/registry';
import { useTools } from '../tools/toolStore';
import { TemplatePanel } from './TemplatePanel';
import { TemplateScene } from './TemplateScene';
import { templateActions } from './templateStore';

registerTool({ id: 'template', label: 'Template', key: 'B', hint: 'Blast, flame and splash templates: place, read the hits, roll, scatter', Panel: TemplatePanel, Scene: TemplateScene });

const inTemplateTool = (run: () => void) => () => {
  if (useTools.getState().tool !== 'template') return useApp.getState().notify('info', 'Choose the Template tool (B) and place a template first.');
  run();
};
registerCommand({ id: 'template:roll', label: 'Roll 4+ for the models a template partly covers', keys: 'Shift+R', run: inTemplateTool(templateActions.rollPartials) });
registerCommand({ id: 'template:scatter', label: 'Scatter the blast template', keys: 'Shift+S', run: inTemplateTool(templateActions.scatter) });
