// The toolbar's "Share table": starts a shared room and shows its link (selected, to copy) while the table is shared.
import { shareTable, disconnectTable, useShare } from './tableShare';

export function ShareButton() {
  const { status, link, error } = useShare();
  if (status === 'off' || status === 'failed')
    return (
      <span className="group">
        <button data-testid="share-table" onClick={shareTable} title="Share this table: a link another player opens to edit the layout with you (needs a table server: npm run serve)">
          Share table
        </button>
        {error && <span data-testid="share-error" role="alert" style={{ color: '#ff8a7a' }}>{error}</span>}
      </span>
    );
  return (
    <span className="group" data-testid="share-status" data-status={status}>
      <span>{status === 'connecting' ? 'Connecting…' : 'Shared:'}</span>
      <input data-testid="share-link" readOnly value={link ?? ''} size={28} onFocus={(e) => e.currentTarget.select()} aria-label="Link to this table" />
      <button onClick={disconnectTable} title="Stop sharing: this copy of the layout stays open here">Leave</button>
    </span>
  );
}
