// A modal dialog: keys go to it and nowhere else (a key pressed outside it never acts on the table behind), Escape closes.
import { useEffect, useRef, type ReactNode } from 'react';

export function Modal({ label, onClose, children, testId }: { label: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    // Capture phase on window runs before every other key listener (tools, the shortcut router).
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopImmediatePropagation();
        close.current();
        return;
      }
      const inside = box.current?.contains(e.target as Node) ?? false;
      if (!inside) {
        e.preventDefault();
        e.stopImmediatePropagation();
      }
    };
    window.addEventListener('keydown', onKey, true);
    // Focus moves into the dialog so Tab and Enter work there.
    if (!box.current?.contains(document.activeElement)) box.current?.querySelector<HTMLElement>('button, [href], input, select')?.focus();
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return (
    <div className="overlay" onClick={() => close.current()}>
      <div ref={box} className="panel" role="dialog" aria-modal="true" aria-label={label} data-testid={testId} onClick={(e) => e.stopPropagation()}>
        {children}
      </div>
    </div>
  );
}
