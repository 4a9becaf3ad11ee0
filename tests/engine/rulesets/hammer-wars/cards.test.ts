// The eleven unit cards as encoded, checked against the "Unit Cards" page of the seed, copied verbatim from
// shared/rules/seeds/002_e47fa283e0ac09ca.txt into tests/fixtures/rules/hammer-wars-unit-cards.txt and parsed here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HW_CARDS, HW_POOL_SIZES } from '../../../../engine/rulesets/hammer-wars/game/cards';

interface Parsed {
  name: string;
  pts: number;
  xp: number;
  moveIn: number;
  lives: number;
  armor: string;
  rangeIn: number;
  lines: { dice: number; splash: boolean; Light: number; Medium: number; Heavy: number }[];
  special: string[];
}

function parseCards(text: string): Parsed[] {
  const blocks = text.split(/\n(?=[A-Z][a-z]+ [A-Z][a-z]+ \d+pts)/).slice(1);
  return blocks.map((b) => {
    const head = /^(.+?) (\d+)pts(?: \+ (\d+)xp)?/.exec(b)!;
    const stats = /Move:\s*(\d+)"\s*\*\*Lives:\*\*\s*(\d+)\s*\*\*Armor:\*\*\s*(\w+)\s*\*\*Range:\*\*\s*(\d+)"/.exec(b)!;
    const lines = [...b.matchAll(/Dice: (\d+)(\*?) \*\*Light:\*\* (\d)\+ \*\*Medium:\*\* (\d)\+ \*\*Heavy:\*\* (\d)\+/g)].map((m) => ({
      dice: Number(m[1]),
      splash: m[2] === '*',
      Light: Number(m[3]),
      Medium: Number(m[4]),
      Heavy: Number(m[5]),
    }));
    const sp = /Special Rules: (.+)/.exec(b)![1]!.trim();
    return {
      name: head[1]!,
      pts: Number(head[2]),
      xp: Number(head[3] ?? 0),
      moveIn: Number(stats[1]),
      lives: Number(stats[2]),
      armor: stats[3]!,
      rangeIn: Number(stats[4]),
      lines,
      special: sp === '-' ? [] : sp.split(',').map((x) => x.trim()),
    };
  });
}

describe('Hammer Wars unit cards (002 "Unit Cards")', () => {
  const parsed = parseCards(readFileSync('tests/fixtures/rules/hammer-wars-unit-cards.txt', 'utf8'));
  it('the seed has eleven cards, and the engine has the same eleven', () => {
    expect(parsed).toHaveLength(11);
    expect(HW_CARDS.map((c) => c.name)).toEqual(parsed.map((p) => p.name));
  });
  it.each(parsed.map((p) => [p.name, p] as const))('%s: cost, Move, Lives, Armor, Range, every attack line and special rule as printed', (name, p) => {
    const c = HW_CARDS.find((x) => x.name === name)!;
    expect({ name: c.name, pts: c.pts, xp: c.xp, moveIn: c.moveIn, lives: c.lives, armor: c.armor, rangeIn: c.rangeIn, lines: c.lines, special: c.special }).toEqual(p);
  });
  it('the unit pool: "9x Infantry, 5x Specialist, 2x Hero, 1x Heavy"', () => {
    expect(HW_POOL_SIZES).toEqual({ Infantry: 9, Specialist: 5, Hero: 2, Heavy: 1 });
  });
});

describe('Hammer Wars named defaults are documented', () => {
  it('docs/rules-engine.md lists every key of gameDefaults("hammer-wars")', async () => {
    const { gameDefaults } = await import('../../../../engine/index');
    const doc = readFileSync('docs/rules-engine.md', 'utf8');
    const keys = gameDefaults('hammer-wars').map((d) => d.key);
    expect(keys.length).toBeGreaterThan(20);
    for (const k of keys) expect(doc, k).toContain(`\`${k}\``);
  });
});
