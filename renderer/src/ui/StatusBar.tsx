// The status bar: the cursor's table position in inches, the table, the document and its saved state, and sharing.
import { tableSizeLabel } from '../../../engine/index';
import { ShareButton } from '../share/ShareButton';
import { useApp, isDirty } from '../store/app';

export function StatusBar() {
  const cursor = useApp((s) => s.cursor);
  const table = useApp((s) => s.history.present.table);
  const name = useApp((s) => s.fileName);
  const dirty = useApp(isDirty);
  return (
    <footer className="statusbar" data-testid="status-bar">
      <span data-testid="cursor-pos">{cursor ? `x ${cursor.x.toFixed(1)}"  y ${cursor.y.toFixed(1)}"` : 'Cursor off the table'}</span>
      <span>
        Table {tableSizeLabel(table)}
      </span>
      <span>
        {name}
        {dirty ? ' (unsaved changes)' : ''}
      </span>
      <ShareButton />
    </footer>
  );
}
