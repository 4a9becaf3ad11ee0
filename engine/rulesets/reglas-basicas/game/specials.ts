// Reglas básicas unit special rules (003_2820d2f43ec186dc.txt, "# Converted Units", "# Original Units"): each unit's
// Loadouts and Special lines as data, found by the unit's name, and the small pure pieces the turn applies.

/** "Throwing Axes (Ranged): Range: 8", Damage: 1, Precision: 3, Pierce: 0". */
export const THROWING_AXES = { rangeIn: 8, damage: 1, precision: 3, pierce: 0 } as const;

export interface RbSpecials {
  /** The loadout in use (named default reglas.loadout: the army file's `loadout`, else the first written). */
  readonly loadout: string | null;
  /** "+1 Armor when they haven't charged". */
  readonly shieldArmor: number;
  /** Melee bonuses of the loadout: "+1 Pierce in Melee", "+1 Damage", "+1\" Range in Melee". */
  readonly meleePierce: number;
  readonly meleeDamage: number;
  readonly meleeRangeIn: number;
  /** "Pair of Handaxes: Reroll failed Melee Precision rolls". */
  readonly rerollMeleePrecision: boolean;
  /** "Flamestrike Poleaxes: Roll a die for every Melee hit. Every 4 or less inflicts a WOUND." */
  readonly poleaxes: boolean;
  /**
   * "When resolving wounds, roll a die for each wound. On a 1 ignore the wound. 2 if at least 10. 3 if at least 20." (tiers),
   * or "On a 1 ignore the wound. On a 3 if within 10" of a Fyreslayer HERO." (hero).
   */
  readonly ward: 'tiers' | 'hero' | null;
  /** "Each unit of Fyreslayers may, once per battle, use the Throwing Axes Ranged Attack at the beginning of a Charge move." */
  readonly throwingAxes: boolean;
  /** "When charging and holding shields, choose a unit within 8" and roll a die for each model ... with Shields. On a 1 deal a wound." */
  readonly shieldCharge: boolean;
  /** "Reroll 6s on Armor rolls in the Ranged phase." */
  readonly rerollArmorSixesRanged: boolean;
  /** "After this unit attacks, choose an enemy unit within 3" and roll 2 dice for each model in this unit. On a 3 deal a WOUND." */
  readonly lightning: boolean;
  /** "Standfast (take Hold action out of combat for +1 Armor)". */
  readonly standfast: boolean;
  /** "A model in this unit may be a hornblower, granting +2\" Movement when Charging": the unit may take one (its army file's `hornblower`). */
  readonly hornblowerMay: boolean;
  /** "This unit is a WIZARD as long as it has 2 or more models. It can cast Empower." */
  readonly empower: boolean;
}

/** Empower: "Cast at 6" (on 2d6: named default reglas.magic), "Pick a friendly unit within 12\" of the caster". */
export const EMPOWER = { castAt: 6, dice: 2, rangeIn: 12, minModels: 2 } as const;

/** "granting +2\" Movement when Charging". */
export const HORNBLOWER_CHARGE_IN = 2;

const NONE: RbSpecials = { loadout: null, shieldArmor: 0, meleePierce: 0, meleeDamage: 0, meleeRangeIn: 0, rerollMeleePrecision: false, poleaxes: false, ward: null, throwingAxes: false, shieldCharge: false, rerollArmorSixesRanged: false, lightning: false, standfast: false, hornblowerMay: false, empower: false };

type Loadout = Partial<Pick<RbSpecials, 'shieldArmor' | 'meleePierce' | 'meleeDamage' | 'meleeRangeIn' | 'rerollMeleePrecision' | 'poleaxes' | 'shieldCharge'>>;

/** The text's units: their loadouts (first = the default) and their Special lines. */
const UNITS: Record<string, { loadouts: Record<string, Loadout>; specials: Partial<RbSpecials> }> = {
  'Vulkite Berzerkers': {
    loadouts: {
      // "War-picks and Shields: +1 Pierce in Melee, +1 Armor when they haven't charged"
      'War-picks and Shields': { meleePierce: 1, shieldArmor: 1, shieldCharge: true },
      // "Handaxe and Shields: +1 Armor when they haven't charged"
      'Handaxe and Shields': { shieldArmor: 1, shieldCharge: true },
      // "Pair of Handaxes: Reroll failed Melee Precision rolls"
      'Pair of Handaxes': { rerollMeleePrecision: true },
    },
    specials: { ward: 'tiers', throwingAxes: true, hornblowerMay: true },
  },
  'Hearthguard Berzerkers': {
    loadouts: {
      // "Broadaxes: +1 Damage and +1 Pierce in Melee"
      Broadaxes: { meleeDamage: 1, meleePierce: 1 },
      'Flamestrike Poleaxes': { poleaxes: true },
    },
    specials: { ward: 'hero', throwingAxes: true },
  },
  Evocators: {
    loadouts: {
      // "Tempest Blade and Stormstave: +1 Pierce in Melee"
      'Tempest Blade and Stormstave': { meleePierce: 1 },
      // "Grandstaves: +2 Damage and +1" Range in Melee"
      Grandstaves: { meleeDamage: 2, meleeRangeIn: 1 },
    },
    specials: { rerollArmorSixesRanged: true, lightning: true, empower: true },
  },
  // "Special: Standfast"
  Spearhead: { loadouts: {}, specials: { standfast: true } },
};

/** The written loadouts of a unit of the text, first the default (empty for units with none). */
export const loadoutsOf = (unitName: string): string[] => Object.keys(UNITS[unitName]?.loadouts ?? {});

/** The special rules of the unit named `unitName` with `loadout` (the first written when absent). */
export function specialsOf(unitName: string, loadout?: string): RbSpecials {
  const u = UNITS[unitName];
  if (!u) return NONE;
  const names = Object.keys(u.loadouts);
  const chosen = loadout !== undefined && names.includes(loadout) ? loadout : (names[0] ?? null);
  return { ...NONE, ...u.specials, ...(chosen ? u.loadouts[chosen] : {}), loadout: chosen };
}

/**
 * The roll at or under which the ward ignores a wound: "On a 1 ignore the wound. 2 if at least 10. 3 if at least 20." (the
 * models in the unit: named default reglas.ward); Hearthguard "On a 3 if within 10" of a Fyreslayer HERO".
 */
export function wardIgnoresAtOrBelow(ward: 'tiers' | 'hero', models: number, heroWithin10In: boolean): number {
  if (ward === 'hero') return heroWithin10In ? 3 : 1;
  return models >= 20 ? 3 : models >= 10 ? 2 : 1;
}

/** "On a 3 deal a WOUND", roll-under like Precision: 3 or less (named default reglas.lightning). */
export const lightningWounds = (face: number): boolean => face <= 3;

/** "Every 4 or less inflicts a WOUND." */
export const poleaxeWounds = (face: number): boolean => face <= 4;
