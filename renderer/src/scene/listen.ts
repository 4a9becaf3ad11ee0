// Pointer listeners a scene effect adds together and takes away together (its cleanup), on the canvas or the window.

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
