// Next to the ruleset picker: every choice Sightline makes where the chosen ruleset is silent or contradicts itself (its
// named defaults, for the table and line of sight and for the game rules), each with the reason and the rule it reads.
import { useState } from 'react';
import { GAME_RULESETS, RULESETS, type RulesetDefault } from '../../../engine/index';
import { useApp } from '../store/app';
import { Modal } from './Modal';

function DefaultsTable({ rows, testId }: { rows: readonly RulesetDefault[]; testId: string }) {
  return (
    <table className="defaults" data-testid={testId}>
      <tbody>
        {rows.map((d) => (
          <tr key={d.key}>
            <td>
              <code>{d.key}</code>
            </td>
            <td>
              <b>{String(d.value)}</b>
            </td>
            <td className="muted">{d.why}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RulesetDefaultsButton() {
  const rulesetId = useApp((s) => s.rulesetId);
  const [open, setOpen] = useState(false);
  const ruleset = RULESETS[rulesetId];
  if (!ruleset) return null;
  const game = GAME_RULESETS.find((p) => p.id === rulesetId);
  // A game plug-in may repeat the ruleset's own defaults (it reads them too): each key is listed once.
  const gameRows = (game?.defaults ?? []).filter((d) => !ruleset.defaults.some((r) => r.key === d.key));
  const count = ruleset.defaults.length + gameRows.length;
  return (
    <>
      <button data-testid="ruleset-defaults" data-count={count} onClick={() => setOpen(true)} aria-label={`${ruleset.name}: named defaults`} title={`${count} named defaults: where ${ruleset.name} is silent or contradicts itself, and what Sightline does there`}>
        <i className="info-glyph">i</i>
      </button>
      {open && (
        <Modal label={`${ruleset.name}: Sightline's defaults`} onClose={() => setOpen(false)} testId="ruleset-defaults-dialog">
          <div className="panel-head">
            <h2>{ruleset.name}: where the rules are silent</h2>
            <button onClick={() => setOpen(false)}>Close</button>
          </div>
          <p className="muted">
            Source: <code>{ruleset.source.file}</code> ({ruleset.source.version}). Each line is a choice Sightline makes because the text is silent or
            contradicts itself, with the reason. {game ? (game.playable ? 'The game rules are playable.' : 'The game rules are not playable yet.') : 'No game rules yet.'}
          </p>
          <h3>Table, measuring and line of sight</h3>
          <DefaultsTable rows={ruleset.defaults} testId="defaults-table" />
          {gameRows.length > 0 && (
            <>
              <h3>Game rules</h3>
              <DefaultsTable rows={gameRows} testId="defaults-game" />
            </>
          )}
        </Modal>
      )}
    </>
  );
}
