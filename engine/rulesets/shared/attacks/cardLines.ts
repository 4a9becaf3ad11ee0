// The lines of a unit card for the rulesets that play HamWarmer's profiles and weapons (HamWarmer and AltHammer): the
// characteristics in the book's order (001_9d9921dd118cdf65.txt: M, WS, BS, S, T, HP, A, Ld, Sv) and each weapon's modes.
import { weaponModes, type HwProfile, type HwWeapon } from './profile';

const roll = (v: number | null): string => (v === null ? '-' : `${v}+`);

/** The profile's characteristics in the book's order; a Vehicle's Toughness by facing. */
export function profileStats(p: HwProfile): { label: string; value: string }[] {
  const t = typeof p.T === 'number' ? String(p.T) : `${p.T.front}/${p.T.side}/${p.T.rear}`;
  const out = [
    { label: 'M', value: `${p.M}"` },
    { label: 'WS', value: roll(p.WS) },
    { label: 'BS', value: roll(p.BS) },
    { label: 'S', value: String(p.S) },
    { label: typeof p.T === 'number' ? 'T' : 'T (front/side/rear)', value: t },
    { label: 'HP', value: String(p.HP) },
    { label: 'A', value: String(p.A) },
    { label: 'Ld', value: p.Ld === null ? '-' : String(p.Ld) },
    { label: 'Sv', value: roll(p.Sv) },
  ];
  // "Inv": the invulnerable save (a short label: the card's table is one row of characteristics).
  if (p.invulnerable) out.push({ label: 'Inv', value: `${p.invulnerable}+` });
  return out;
}

/** Each named weapon's modes as card lines: range, shots (none for melee), S, AP, D and rules. */
export function weaponLines(list: readonly HwWeapon[], names: readonly string[]): { name: string; range: string; profile: string }[] {
  const weapons: { name: string; range: string; profile: string }[] = [];
  for (const name of [...new Set(names)]) {
    const w = list.find((x) => x.name === name);
    if (!w) continue;
    for (const mode of weaponModes(w)) {
      const rules = mode.rules.length ? `, ${mode.rules.join(', ')}` : '';
      const scatter = mode.scatter ? `, scatter ${mode.scatter}` : '';
      weapons.push({
        name: mode.name === name ? name : `${name}: ${mode.name}`,
        range: mode.range === 'Melee' ? 'Melee' : `${mode.range}"`,
        // A melee weapon strikes with the model's Attacks (A), so no count of shots is shown for it.
        profile: `${mode.range === 'Melee' ? '' : `${mode.shots} shot${mode.shots === 1 ? '' : 's'}, `}S ${mode.S}, AP ${mode.AP}, D ${mode.D}${rules}${scatter}`,
      });
    }
  }
  return weapons;
}
