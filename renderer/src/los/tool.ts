// Registers the line-of-sight tool and its keys.
import { registerCommand } from '../commands';
import { registerTool } from '../tools/registry';
import { LosPanel } from './LosPanel';
import { useLos } from './losStore';

registerTool({
  id: 'los',
  label: 'Sight',
  key: 'O',
  hint: 'Line of sight: click an observer, then a target',
  Panel: LosPanel,
  onModelDown: (id) => {
    useLos.getState().pick(id);
    return false;
  },
  onTableDown: () => undefined,
});

registerCommand({
  id: 'los-eye-view',
  label: "Model's-eye view: the observer's eye looking at the target, and back",
  keys: 'M',
  run: () => {
    const s = useLos.getState();
    if (s.observerId && s.targetId) s.setEyeView(!s.eyeView);
  },
});
