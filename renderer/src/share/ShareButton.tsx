// "Share table" in the status bar: starts a shared room; while shared, says so and copies the room's link to send.
import { useApp } from '../store/app';
import { shareTable, disconnectTable, useShare } from './tableShare';

async function copyLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    useApp.getState().notify('info', 'Link copied: send it to the other player.');
  } catch {
    // No clipboard (an insecure page, a refusal): the link itself, to copy by hand.
    useApp.getState().notify('info', `Send this link to the other player: ${link}`, 20_000);
  }
}

export function ShareButton() {
  const { status, link, error } = useShare();
  if (status === 'off' || status === 'failed')
    return (
      <span className="share">
        {error && <span data-testid="share-error" role="alert" style={{ color: '#ff8a7a' }}>{error} </span>}
        <button data-testid="share-table" onClick={shareTable} title="Share this table: a link another player opens to edit the layout with you (needs a table server: npm run serve)">
          Share table
        </button>
      </span>
    );
  return (
    <span className="share" data-testid="share-status" data-status={status}>
      {status === 'connecting' ? 'Connecting to the table server… ' : 'Shared table '}
      <button data-testid="share-link" data-link={link ?? ''} title={link ?? ''} onClick={() => link && void copyLink(link)}>
        Copy link
      </button>{' '}
      <button onClick={disconnectTable} title="Stop sharing: this copy of the layout stays open here">Leave</button>
    </span>
  );
}
