// New game: ruleset, layout (its sample or the open one), the two armies (any of the ruleset's samples or a file, for
// either side, with their rosters), who plays each side, the computer's level and the dice seed.
import { useMemo, useState } from 'react';
import { GAME_RULESETS, GameSetupError, createGame, describeThrown, type GameSetup, type SetupConfirmation, gamePlugin, parseArmyText, parseLayoutText, playableRulesetIds, type Layout, sampleArmies, sampleGameSetup, type ArmyFile } from '../../../engine/index';
import { useApp } from '../store/app';
import { Modal } from '../ui/Modal';
import { startGame, useGame, type Level, type Seat } from './gameStore';

/** An army's units in players' words, "Line Squad Alpha (10 models, 150 pts)", read by the army's own ruleset. */
export function roster(army: ArmyFile): string[] {
  const plugin = gamePlugin(army.ruleset);
  if (!plugin) throw new Error(`the army "${army.name}" is for ${army.ruleset}, which has no game rules here.`);
  return plugin.roster(army).map((u) => `${u.name} (${u.models} model${u.models === 1 ? '' : 's'}${u.points !== undefined ? `, ${u.points} pts` : ''})`);
}

/** A side's army in New game: a sample's place in the ruleset's list of samples, or the army file loaded for that side. */
type ArmyPick = number | 'file';

export function NewGameDialog() {
  const open = useGame((s) => s.newGameOpen);
  const ids = playableRulesetIds();
  const chosen = useApp((s) => s.rulesetId);
  const [rulesetId, setRulesetId] = useState(ids.includes(chosen) ? chosen : ids[0]!);
  const [seats, setSeats] = useState<[Seat, Seat]>(['you', 'computer']);
  const [level, setLevel] = useState<Level>('normal');
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 1e6));
  const [layoutFrom, setLayoutFrom] = useState<'sample' | 'open' | 'file'>('sample');
  // A layout file chosen for this game only (the open document is not touched).
  const [layoutFile, setLayoutFile] = useState<Layout | null>(null);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const loadLayoutFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      if (file.size > 2_000_000) throw new Error('the file is larger than 2 MB.');
      const l = parseLayoutText(await file.text(), file.name);
      setLayoutFile(l);
      setLayoutFrom('file');
      setLayoutError(null);
    } catch (e) {
      setLayoutError(`${file.name} cannot be used: ${describeThrown(e)} Nothing was changed.`);
    }
  };
  const sample = useMemo(() => sampleGameSetup(rulesetId, seed), [rulesetId, seed]);
  const samples = sampleArmies(rulesetId);
  // Army files of your own, per player. A file for another ruleset is refused at once.
  const [own, setOwn] = useState<[ArmyFile | null, ArmyFile | null]>([null, null]);
  // Each side's army as the player chose it (null: the file if one is loaded, else the seed's pairing of the samples).
  const [picks, setPicks] = useState<[ArmyPick | null, ArmyPick | null]>([null, null]);
  const [armyError, setArmyError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ message: string; confirm: SetupConfirmation; confirmed: Readonly<Record<string, string>> } | null>(null);
  const armyOf = (p: 0 | 1): ArmyFile => {
    const file = own[p] && own[p].ruleset === rulesetId ? own[p] : null;
    const pick = picks[p];
    if (pick === 'file' || pick === null) return file ?? sample.armies[p];
    return samples[pick] ?? sample.armies[p];
  };
  const armies = [armyOf(0), armyOf(1)] as const;
  // What the side's army select shows: 'file', or the sample's place in the ruleset's list.
  const pickOf = (p: 0 | 1): ArmyPick => (armies[p] === own[p] ? 'file' : Math.max(0, samples.indexOf(armies[p])));
  const swapArmies = () => {
    const [a, b] = [pickOf(0), pickOf(1)];
    setOwn((o) => [o[1], o[0]]);
    setPicks([b, a]);
  };
  const loadArmy = async (p: 0 | 1, file: File | undefined) => {
    if (!file) return;
    try {
      if (file.size > 5_000_000) throw new Error('the file is larger than 5 MB; an army file is a few kilobytes.');
      const envelope = parseArmyText(await file.text(), file.name);
      if (envelope.ruleset !== rulesetId) throw new Error(`it is a ${envelope.ruleset} army; this game is ${rulesetId}.`);
      // The ruleset's own checks (units, profiles, points), with the field named.
      const army = gamePlugin(rulesetId)?.validateArmy(envelope, file.name) ?? envelope;
      setOwn((o) => (p === 0 ? [army, o[1]] : [o[0], army]));
      setPicks((k) => (p === 0 ? ['file', k[1]] : [k[0], 'file']));
      setArmyError(null);
    } catch (e) {
      setArmyError(`${file.name} cannot be used: ${describeThrown(e)} The army you had stays.`);
    }
  };
  if (!open) return null;
  const close = () => useGame.setState({ newGameOpen: false });
  const start = (confirmed: Readonly<Record<string, string>> = {}) => {
    const layout = layoutFrom === 'open' ? { ...useApp.getState().history.present, models: [] } : layoutFrom === 'file' && layoutFile ? { ...layoutFile, models: [] } : sample.layout;
    const setup: GameSetup = { ...sample, layout, armies: [armies[0], armies[1]], options: { ...sample.options, ...confirmed } };
    // A refusal the players may agree past (AltHammer's table for the points) is asked here, with its reason, not dropped.
    try {
      createGame(setup);
    } catch (e) {
      if (e instanceof GameSetupError && e.confirm) {
        setConfirm({ message: e.message.replace(/^setup[\w.[\]]*: /, ''), confirm: e.confirm, confirmed }); // the field path is for files, not for this dialog
        return;
      }
    }
    setConfirm(null);
    startGame(setup, seats, level, `${GAME_RULESETS.find((p) => p.id === rulesetId)?.name ?? rulesetId} practice`);
  };
  const seat = (p: 0 | 1) => (
    <select aria-label={`Player ${p + 1} is played by`} data-testid={`seat-${p}`} value={seats[p]} onChange={(e) => setSeats((s) => (p === 0 ? [e.target.value as Seat, s[1]] : [s[0], e.target.value as Seat]))}>
      <option value="you">You</option>
      <option value="computer">The computer</option>
    </select>
  );
  return (
    <Modal label="New game" onClose={close} testId="new-game-dialog">
      <div className="panel-head">
        <h2>New game</h2>
        <button onClick={close}>Cancel</button>
      </div>
      <div className="form-grid">
        <label htmlFor="ng-ruleset">Ruleset</label>
        <select
          id="ng-ruleset"
          data-testid="ng-ruleset"
          value={rulesetId}
          onChange={(e) => {
            setRulesetId(e.target.value);
            setPicks([null, null]); // another ruleset's samples: back to the seed's pairing
          }}
        >
          {ids.map((id) => (
            <option key={id} value={id}>
              {GAME_RULESETS.find((p) => p.id === id)?.name ?? id}
            </option>
          ))}
        </select>
        <label htmlFor="ng-layout">Layout</label>
        <select id="ng-layout" data-testid="ng-layout" value={layoutFrom} onChange={(e) => setLayoutFrom(e.target.value as 'sample' | 'open' | 'file')}>
          <option value="sample">The ruleset's sample layout ({sample.layout.name})</option>
          {layoutFile && <option value="file">{layoutFile.name} (from a file)</option>}
          <option value="open">The open layout (its terrain, zones and objectives)</option>
        </select>
        <span />
        <label className="file-button">
          Layout file…
          <input
            type="file"
            accept=".sightline,.json"
            data-testid="ng-layout-file"
            onChange={(e) => {
              void loadLayoutFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <span>Player 1</span>
        {seat(0)}
        <span>Player 2</span>
        {seat(1)}
        <label htmlFor="ng-level">Computer</label>
        <select id="ng-level" value={level} onChange={(e) => setLevel(e.target.value as Level)}>
          <option value="easy">Easy</option>
          <option value="normal">Normal</option>
          <option value="hard">Hard</option>
        </select>
        <label htmlFor="ng-seed">Dice seed</label>
        <input id="ng-seed" type="number" value={seed} onChange={(e) => setSeed(Number(e.target.value) || 0)} />
      </div>
      <div className="panel-row">
        <button data-testid="ng-swap-armies" title="Player 1 takes Player 2's army and Player 2 takes Player 1's" onClick={swapArmies}>
          ⇄ Swap armies
        </button>
      </div>
      <div className="rosters">
        {armies.map((a, i) => (
          <div key={i} data-testid={`roster-${i}`}>
            <h3>
              Player {i + 1}: {a.name}
            </h3>
            <select
              aria-label={`Player ${i + 1}'s army`}
              data-testid={`army-pick-${i}`}
              value={String(pickOf(i as 0 | 1))}
              onChange={(e) => {
                const v = e.target.value;
                const pick: ArmyPick = v === 'file' ? 'file' : Number(v);
                setPicks((k) => (i === 0 ? [pick, k[1]] : [k[0], pick]));
              }}
            >
              {samples.map((s, k) => (
                <option key={k} value={k}>
                  {s.name} (sample)
                </option>
              ))}
              {own[i] && own[i]!.ruleset === rulesetId && <option value="file">{own[i]!.name} (from a file)</option>}
            </select>
            <label className="file-button">
              Army file…
              <input
                type="file"
                accept=".json,.army.json"
                data-testid={`army-file-${i}`}
                onChange={(e) => {
                  void loadArmy(i as 0 | 1, e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
            <ul>
              {roster(a).map((r, k) => (
                <li key={k}>{r}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {layoutError && (
        <div className="panel-row error" role="alert" data-testid="layout-error">
          {layoutError}
        </div>
      )}
      {armyError && (
        <div className="panel-row error" role="alert" data-testid="army-error">
          {armyError}
        </div>
      )}
      {confirm && (
        <div className="panel-row error" role="alert" data-testid="setup-confirm">
          <span>{confirm.message}</span>
          <button data-testid="setup-confirm-button" onClick={() => start({ ...confirm.confirmed, [confirm.confirm.option]: confirm.confirm.value })}>
            {confirm.confirm.label}
          </button>
        </div>
      )}
      <div className="panel-row">
        <button className="primary" data-testid="ng-start" onClick={() => start()}>
          Start the game
        </button>
      </div>
    </Modal>
  );
}
