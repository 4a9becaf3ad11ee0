// The status bar: the cursor's table position in inches, the table, the document and its saved state, edge smoothing,
// and sharing.
import { tableSizeLabel } from '../../../engine/index';
import { ShareButton } from '../share/ShareButton';
import { useApp, isDirty } from '../store/app';
import { readSmoothingChoice, SMOOTHING_CHOICES, smoothingText, useSmoothing } from '../scene/smoothing';

/** Edge smoothing (antialiasing): Auto, smooth or plain; Auto says what it chose and why (scene/smoothing.ts). */
function SmoothingPicker() {
  const choice = useSmoothing((s) => s.choice);
  const software = useSmoothing((s) => s.software);
  const setChoice = useSmoothing((s) => s.setChoice);
  return (
    <select
      className="smoothing"
      data-testid="smoothing"
      aria-label="Edge smoothing"
      value={choice}
      onChange={(e) => setChoice(readSmoothingChoice(e.target.value))}
      title={
        software
          ? 'Edge smoothing (antialiasing). This browser draws the table in software (no usable GPU), where smoothing costs about a quarter of every frame: Auto leaves it off.'
          : 'Edge smoothing (antialiasing). Auto smooths edges unless the browser draws the table in software.'
      }
    >
      {SMOOTHING_CHOICES.map((c) => (
        <option key={c} value={c}>
          {smoothingText(c, software)}
        </option>
      ))}
    </select>
  );
}

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
      <span className="file-name" title={`${name}${dirty ? ' (unsaved changes)' : ''}`}>
        {name}
        {dirty ? ' (unsaved changes)' : ''}
      </span>
      <SmoothingPicker />
      <ShareButton />
    </footer>
  );
}
