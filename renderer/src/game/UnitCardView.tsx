// The selected unit's card in a game (yours or the enemy's): name, side, models and wounds left, profile, weapons with
// range and profile, and its status now, as the ruleset words them.
import { unitCard, type GameState } from '../../../engine/index';
import { unitName } from './names';

export function UnitCardView({ state, modelId }: { state: GameState; modelId: string }) {
  const card = unitCard(state, modelId, (u) => unitName(state, u));
  const model = state.models.find((m) => m.id === modelId);
  if (!card || !model) return null;
  return (
    <div className="unit-card" data-testid="unit-card">
      <div>
        <b data-testid="unit-card-name">{card.name}</b> · Player {card.player + 1}
      </div>
      <div className="muted">
        {model.name}
        {card.modelsTotal > 1 ? ` (one of ${card.modelsTotal})` : ''} · {card.modelsLeft} of {card.modelsTotal} model{card.modelsTotal === 1 ? '' : 's'} left · {card.woundsLeft} of {card.woundsTotal} wounds
      </div>
      {card.stats.length > 0 && (
        <table className="unit-stats" data-testid="unit-card-stats">
          <tbody>
            <tr>
              {card.groups && <th />}
              {card.stats.map((s) => (
                <th key={s.label}>{s.label}</th>
              ))}
            </tr>
            {(card.groups ?? [{ name: '', stats: card.stats }]).map((g) => (
              <tr key={g.name}>
                {card.groups && <th className="group">{g.name}</th>}
                {g.stats.map((s) => (
                  <td key={s.label}>{s.value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {card.weapons.length > 0 && (
        <ul className="plain" data-testid="unit-card-weapons">
          {card.weapons.map((w, i) => (
            <li key={`${w.name}-${i}`}>
              <b>{w.name}</b> · {w.range} · {w.profile}
            </li>
          ))}
        </ul>
      )}
      {card.rules && card.rules.length > 0 && <div className="muted">Rules: {card.rules.join(', ')}</div>}
      {card.notNow.length > 0 && (
        <ul className="plain muted" data-testid="unit-card-why-not">
          {card.notNow.map((n) => (
            <li key={n.what}>
              <b>{n.what}</b>: {n.why}
            </li>
          ))}
        </ul>
      )}
      <div data-testid="unit-card-status">{card.status.length ? card.status.join(' · ') : 'No conditions now.'}</div>
    </div>
  );
}
