// The basic tools: select and move, place models, ruler. Registered first so they lead the tool list.
import { PlacePanel, RulerPanel, SelectionPanel } from './MeasurePanels';
import { registerTool } from './registry';

registerTool({ id: 'select', label: 'Select', key: 'V', hint: 'Select and drag models', Panel: SelectionPanel });
registerTool({ id: 'place', label: 'Place', key: 'P', hint: 'Click the table to place a model', Panel: PlacePanel });
registerTool({ id: 'ruler', label: 'Ruler', key: 'R', hint: 'Measure edge to edge', Panel: RulerPanel });
