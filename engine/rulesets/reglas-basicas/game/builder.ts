// The Reglas básicas unit builder as data (003_2820d2f43ec186dc.txt "# Unit builder"): Health ranks, archetypes with their
// base cost, stat ranges and upgrade menus by cost. "Cost N" is read as the price of one step (named default reglas.builder:
// the Spearhead's sum, "Troop 5+1+3+2+2+2+2+3 = 20", only reconciles that way; DIGEST D.6).

export interface Archetype {
  readonly name: string;
  /** "Base cost: 5" (Troops), "Base Cost: 12" (Breakers); Rocks and Shooter give none. */
  readonly baseCost: number | null;
  /** Upgrades by the price of one step. */
  readonly menu: Readonly<Record<1 | 2 | 3, readonly string[]>>;
}

/** "you get a 2 point discount for each extra health per model" */
export const HEALTH_DISCOUNT_PER_EXTRA = 2;

/** "1. 5 models with 1 health", "2. 10 models with 1 health OR 5 models with 2 health", ... as [models, health] options. */
export const HEALTH_RANKS: readonly (readonly (readonly [number, number])[])[] = [
  [[5, 1]],
  [[10, 1], [5, 2]],
  [[12, 1], [6, 2], [4, 3], [3, 4]],
  [[15, 1], [5, 3], [3, 5]],
  [[20, 1], [10, 2], [5, 4]],
];

export const ARCHETYPES: Readonly<Record<'Troops' | 'Breakers' | 'Rocks' | 'Shooter', Archetype>> = {
  Troops: {
    name: 'Troops',
    baseCost: 5,
    menu: {
      1: ['+1 Movement', '+1 Bravery'],
      2: ['+1 Precision', '+1 Armor', '+1 Damage', '+1 Health', 'Standfast', '+1 Melee Range', '+4 Ranged Range'],
      3: ['+1 Shrug', '+1 Melee Pierce', 'Ranged Sidearm'],
    },
  },
  Breakers: {
    name: 'Breakers',
    baseCost: 12,
    menu: {
      1: ['+1 Movement', '+1 Damage', '+1 Melee Range'],
      2: ['+1 Precision', '+1 Pierce', 'Ranged Sidearm', '+4 Shooting Range', '+3 Movement'],
      3: ['+1 Armor', '+1 Health', 'Frenzy', '+2 Bravery'],
    },
  },
  Rocks: {
    name: 'Rocks',
    baseCost: null,
    menu: {
      1: ['+2 Movement', '+1 Damage', '+1 Range', '+1 Precision', '+1 Pierce'],
      2: ['+2 Movement', '+1 Bravery', '+2 Damage', '+1 Health', '+1 Armor', 'Ranged Sidearm'],
      3: ['+1 Health', '+2 Movement', '+2 Bravery', '+2 Damage', '+1 Pierce', '+1 Precision'],
    },
  },
  Shooter: {
    name: 'Shooter',
    baseCost: null,
    menu: {
      1: ['+4 Range (Ranged)', '+2 Bravery', '+1 Damage', '+1 Precision', '+1 Armor'],
      2: ['+2 Movement', '+1 Pierce', '+4 Range (Ranged)', '+2 Unit Health'],
      3: ['+6 Range (Ranged)', '+3 Movement', '+3 Bravery', '+2 Damage', '+1 Shrug', '+1 Armor'],
    },
  },
};

/** A unit's cost from its archetype and the steps bought, each by name: base + the price of each step. */
export function builderCost(archetype: Archetype, steps: readonly string[]): number {
  if (archetype.baseCost === null) throw new Error(`${archetype.name} has no base cost in the text.`);
  let cost = archetype.baseCost;
  for (const s of steps) {
    const price = ([1, 2, 3] as const).find((c) => archetype.menu[c].includes(s));
    if (price === undefined) throw new Error(`${archetype.name} cannot buy "${s}".`);
    cost += price;
  }
  return cost;
}
