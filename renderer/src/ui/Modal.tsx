// A modal dialog: keys go to it and nowhere else (a key pressed outside it never acts on the table behind), Escape closes.
import { useEffect, useRef, type ReactNode } from 'react';
import { addKeyLayer, KEY_PRIORITY } from '../keyboard';

export function Modal({ label, onClose, children, testId }: { label: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    // The top layer of the keyboard route: Escape closes; keys inside the dialog go to its own fields and buttons; keys
    // anywhere else stop here, so nothing acts on the table behind it.
    const remove = addKeyLayer({
      id: `dialog:${label}`,
      priority: KEY_PRIORITY.dialog,
      evenInText: true,
      handle: (e) => {
        if (e.key === 'Escape') {
          close.current();
          return 'handled';
        }
        const inside = box.current?.contains(e.target as Node) ?? false;
        return inside ? 'stop' : 'handled';
      },
    });
    // Focus moves into the dialog so Tab and Enter work there.
    if (!box.current?.contains(document.activeElement)) box.current?.querySelector<HTMLElement>('button, [href], input, select')?.focus();
    return remove;
  }, [label]);
  return (
    <div className="overlay" onClick={() => close.current()}>
      <div ref={box} className="panel" role="dialog" aria-modal="true" aria-label={label} data-testid={testId} onClick={(e) => e.stopPropagation()}>
        {children}
      </div>
    </div>
  );
}
