// "Share table" in the status bar: starts a shared room; while shared, says so and copies the room's link to send; once
// the room has a game, which seat this page plays, or a button to take a free one.
import { useApp } from '../store/app';
import { takeSeat, useSharedGame } from './gameShare';
import { usePresence } from './presence';
import { useState } from 'react';
import { renamePlayer, shareTable, disconnectTable, useShare } from './tableShare';

async function copyLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    useApp.getState().notify('info', 'Link copied: send it to the other player.');
  } catch {
    // No clipboard (an insecure page, a refusal): the link itself, to copy by hand.
    useApp.getState().notify('info', `Send this link to the other player: ${link}`, 20_000);
  }
}

/** The room's game seats: yours, taken by the other player, or free to take. */
function Seats() {
  const { hasGame, held, seat, waiting, connected, ended } = useSharedGame();
  if (ended) return <span data-testid="share-game-ended">{' · '}The room's game was ended</span>;
  if (!hasGame) return null;
  return (
    <span data-testid="share-seats" data-seat={seat ?? ''} data-waiting={waiting ? 'true' : 'false'} data-connected={connected ? 'true' : 'false'}>
      {' · '}
      {!connected && <span style={{ color: '#ffcf7a' }}>Reconnecting to the table… </span>}
      {seat !== null ? (
        <b>You play player {seat + 1}</b>
      ) : (
        <>
          Watching{' '}
          {([0, 1] as const).map((p) =>
            held[p] ? null : (
              <button key={p} data-testid={`take-seat-${p}`} onClick={() => takeSeat(p)} title={`Play player ${p + 1}'s side in this room's game`}>
                Play player {p + 1}
              </button>
            ),
          )}
        </>
      )}
      {waiting && <span className="muted"> · sent, waiting for the table…</span>}
    </span>
  );
}

/** Who else is at the table, each in the colour their pointer, selection and rulers are drawn in. */
function Peers() {
  const { peers, self } = usePresence();
  const [editing, setEditing] = useState(false);
  if (!self) return null;
  return (
    <span data-testid="share-peers" data-self={self.name}>
      {' · '}
      {editing ? (
        <input
          data-testid="share-name"
          aria-label="Your name at the table"
          defaultValue={self.name}
          maxLength={40}
          size={12}
          autoFocus
          onBlur={(e) => {
            renamePlayer(e.currentTarget.value);
            setEditing(false);
          }}
          onKeyDown={(e) => {
            // Enter keeps the name, Escape drops the edit; neither reaches the table's keys.
            e.stopPropagation();
            if (e.key === 'Enter') e.currentTarget.blur();
            if (e.key === 'Escape') {
              e.currentTarget.value = self.name;
              setEditing(false);
            }
          }}
        />
      ) : (
        <button data-testid="share-rename" onClick={() => setEditing(true)} title="How the other players see you: click to change your name" style={{ color: self.color }}>
          You: {self.name}
        </button>
      )}
      {' · '}
      {peers.length === 0 ? (
        <span className="muted">nobody else here yet</span>
      ) : (
        peers.map((p, i) => (
          // The presence as this page read it, for tests and for anyone inspecting the page.
          <span key={p.clientId} data-testid="share-peer" data-name={p.presence.name} data-presence={JSON.stringify(p.presence)} style={{ color: p.presence.color }}>
            {i > 0 ? ', ' : 'with '}● {p.presence.name}
          </span>
        ))
      )}
    </span>
  );
}

export function ShareButton() {
  const { status, link, error, localAt, remoteAt } = useShare();
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
    <span className="share" data-testid="share-status" data-status={status} data-local-at={localAt ?? ''} data-remote-at={remoteAt ?? ''}>
      {status === 'connecting' ? 'Connecting to the table server… ' : 'Shared table '}
      <button data-testid="share-link" data-link={link ?? ''} title={link ?? ''} onClick={() => link && void copyLink(link)}>
        Copy link
      </button>{' '}
      <button onClick={disconnectTable} title="Stop sharing: this copy of the layout stays open here, and a shared game closes on this page only (it goes on in the room; End game for both ends it for everyone)">Leave</button>
      <Peers />
      <Seats />
    </span>
  );
}
