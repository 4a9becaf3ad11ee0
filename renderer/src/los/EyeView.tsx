// The model's-eye view: the camera at the observer's eye, looking at the target; toggling back restores the table view.
import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { eyePoint, getRuleset } from '../../../engine/index';
import { tableToScene } from '../scene/coords';
import { useApp } from '../store/app';
import { useLos } from './losStore';

export function EyeView() {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as { target: Vector3; update: () => void; enabled: boolean } | null;
  const invalidate = useThree((s) => s.invalidate);
  const rulesetId = useApp((s) => s.rulesetId);
  const { eyeView, observerId, targetId } = useLos();
  const layout = useApp((s) => s.history.present);
  const saved = useRef<{ pos: Vector3; target: Vector3 } | null>(null);

  useEffect(() => {
    if (!controls) return;
    const o = layout.models.find((m) => m.id === observerId);
    const t = layout.models.find((m) => m.id === targetId);
    if (eyeView && o && t) {
      saved.current ??= { pos: camera.position.clone(), target: controls.target.clone() };
      const [ex, ey, ez] = eyePoint(o, getRuleset(rulesetId).losOptions.eyeHeightFraction);
      camera.position.copy(tableToScene(ex, ey, ez));
      controls.target.copy(tableToScene(t.x, t.y, t.z + t.heightIn / 2));
      controls.update();
      invalidate();
    } else if (!eyeView && saved.current) {
      camera.position.copy(saved.current.pos);
      controls.target.copy(saved.current.target);
      saved.current = null;
      controls.update();
      invalidate();
    }
  }, [eyeView, observerId, targetId, rulesetId, layout, camera, controls, invalidate]);
  return null;
}
