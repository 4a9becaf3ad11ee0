// Issue 21 defect 2: every ruleset lists the units of its own army files (the New game dialog's rosters), from the
// ruleset's own army type, for every sample army in assets/armies/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_RULESETS, checkArmyEnvelope, gamePlugin } from '../../../engine/index';
import { roster } from '../../../renderer/src/game/NewGameDialog';

const ARMIES = join(__dirname, '../../../assets/armies');

describe('roster', () => {
  for (const plugin of GAME_RULESETS) {
    const dir = join(ARMIES, plugin.id);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.army.json'))) {
      it(`${plugin.id}/${file}: one line per unit with its models and points`, () => {
        const army = checkArmyEnvelope(JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
        const units = plugin.roster(army);
        expect(units.length).toBeGreaterThan(0);
        for (const u of units) {
          expect(u.name.length).toBeGreaterThan(0);
          expect(Number.isInteger(u.models) && u.models > 0, `${u.name} models`).toBe(true);
          expect(u.points === undefined || Number.isFinite(u.points)).toBe(true);
        }
        // The dialog's words: "Name (n models, p pts)" for every unit, never a throw.
        const lines = roster(army);
        expect(lines).toHaveLength(units.length);
        for (const l of lines) expect(l).toMatch(/^.+ \(\d+ models?(, \d+ pts)?\)$/);
      });
    }
  }
  it('Reglas básicas counts a unit by its Size, Nuceria by its models number (the shapes the old cast broke on)', () => {
    const rb = checkArmyEnvelope(JSON.parse(readFileSync(join(ARMIES, 'reglas-basicas/fyreslayers.army.json'), 'utf8')));
    const raw = JSON.parse(readFileSync(join(ARMIES, 'reglas-basicas/fyreslayers.army.json'), 'utf8')) as { units: { size: number }[] };
    expect(gamePlugin('reglas-basicas')!.roster(rb).map((u) => u.models)).toEqual(raw.units.map((u) => u.size));
    const nu = checkArmyEnvelope(JSON.parse(readFileSync(join(ARMIES, 'nuceria/scrap-horde.army.json'), 'utf8')));
    const rawNu = JSON.parse(readFileSync(join(ARMIES, 'nuceria/scrap-horde.army.json'), 'utf8')) as { units: { models: number }[] };
    expect(gamePlugin('nuceria')!.roster(nu).map((u) => u.models)).toEqual(rawNu.units.map((u) => u.models));
  });
  it('an army of a ruleset without game rules is refused in words', () => {
    expect(() => roster({ format: 'sightline/army', version: 1, ruleset: 'chess', name: 'Kings' })).toThrow(/chess/);
  });
});
