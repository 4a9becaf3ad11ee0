// A tool's input on the 3D view: the canvas and its pick to table inches (useTableInput), and the pointer listeners a
// scene effect adds together and takes away together (its cleanup), on the canvas or the window.
import { useCallback } from 'react';
import { useThree } from '@react-three/fiber';
import { pointerToTable } from './coords';

export type PointerHandlers = Partial<Record<'pointerdown' | 'pointermove' | 'pointerup' | 'pointerleave', (e: PointerEvent) => void>>;

/** Adds each handler to `target` for its pointer event; the returned function removes them all. */
export function listenPointer(target: EventTarget, handlers: PointerHandlers): () => void {
  // The keys are pointer events only, so every event a listener receives is a PointerEvent.
  const bound = Object.entries(handlers).map(([type, handle]) => [type, (e: Event) => handle(e as PointerEvent)] as const);
  for (const [type, fn] of bound) target.addEventListener(type, fn);
  return () => {
    for (const [type, fn] of bound) target.removeEventListener(type, fn);
  };
}

/**
 * What a tool's scene effect reads from the 3D view: the canvas, a pointer event's point on the table in inches (null off
 * the table), the orbit controls (a drag turns them off) and the redraw of the demand-rendered scene.
 */
export function useTableInput() {
  const el = useThree((s) => s.gl).domElement;
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null;
  const invalidate = useThree((s) => s.invalidate);
  const toTable = useCallback((e: PointerEvent) => pointerToTable(el, camera, e.clientX, e.clientY), [el, camera]);
  return { el, controls, invalidate, toTable };
}
