// The shot chart of a Scatter template weapon (issue 23 item 9: "the chance of each number slain should include where the
// template can land"). 001_9d9921dd118cdf65.txt, "Scatter #d6": "place the template over the centre of a target model, then
// roll the Scatter Die. Move the template "#d6" in the direction indicated. If a non-arrow (hit) symbol is rolled, the
// template does not move." Every landing the game's dice can give is enumerated exactly: the hit symbol, and each arrow's
// bearing (a d360 in whole degrees, as rollScatter rolls it) times each distance the #d6 can roll; at each landing the
// engine's own template hit counting says which models are wholly covered (hit) and partly covered (hit on a 4+).
import { SCATTER_ARROW_FACES } from '../../../dice/scatter';
import type { GameModel } from '../../../game/types';
import { PARTIAL_HIT_ON } from '../../../templates/hits';
import type { Template } from '../../../templates/shapes';
import { resolveAttackNumbers } from '../../shared/attacks/attack';
import { hamwarmerAttackDistribution } from '../../shared/attacks/distribution';
import { valueDistribution } from '../../shared/attacks/math';
import { HWR_DEFAULT } from './defaults';
import { asTarget, SCATTER_BEARING_FACES } from './templateShots';
import { scatterTemplate, templateHits } from './templates';
import { HAMWARMER_TEMPLATES } from '../templates';
import { templateTools } from '../../../templates/tools';
import { baseBoundingRadius } from '../../../bases';
import type { WeaponShot } from './weapons';

const { templateBoundingCircle } = templateTools(HAMWARMER_TEMPLATES);

/** Where one scattering template's hits go, over every landing. */
export interface ScatterHits {
  /** P(k models of the target unit hit) by one template. */
  readonly perTemplate: readonly number[];
  /** P(k models of the target unit hit) by all the weapon's templates (each scatters on its own). */
  readonly hits: readonly number[];
  /** The chance one template lands on no model of the target unit. */
  readonly missUnit: number;
  /** Models of the firing side one template is expected to hit ("A template can scatter to hit friendly models"). */
  readonly friendlyMean: number;
  /** How many landings were reckoned (the hit symbol and each arrow bearing and distance). */
  readonly landings: number;
}

const P_PARTIAL = (7 - PARTIAL_HIT_ON) / 6;

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) if (a[i]) for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  return out;
}

/** P(k hit) for `auto` models wholly covered and `partly` partly covered, each of those hit on a 4+. */
function landingHits(auto: number, partly: number, into: number[], weight: number): void {
  // Binomial(partly, 1/2) shifted by auto.
  let c = Math.pow(1 - P_PARTIAL, partly);
  for (let k = 0; k <= partly; k++) {
    into[auto + k]! += weight * c;
    c = (c * (partly - k) * P_PARTIAL) / ((k + 1) * (1 - P_PARTIAL));
  }
}

/**
 * The models of the target unit a scattering template weapon hits, over every landing its dice can give, from `placed` (the
 * template before it scatters). `others` are the other models on the table that can be hit (the firing model left out).
 */
export function scatterHits(placed: Template, shot: WeaponShot, unitModels: readonly GameModel[], others: readonly GameModel[], shotsDist: readonly number[]): ScatterHits {
  const distance = valueDistribution(shot.weapon.scatter!, 'scatter');
  // Only models the template's bounding circle can reach from some landing are looked at, and at each landing only those
  // it reaches there (the exact hit counting is the costly part: about 2,000 landings for a 1d6 scatter).
  const circle = templateBoundingCircle(placed);
  const farthest = distance.length - 1;
  const reach = (m: GameModel) => circle.r + baseBoundingRadius(m.base);
  const near = (m: GameModel) => Math.hypot(m.x - circle.x, m.y - circle.y) <= farthest + reach(m) + 1e-6;
  const unit = unitModels.filter(near).map((m) => ({ target: asTarget(m), reachIn: reach(m) }));
  const friends = others.filter((m) => m.player === shot.model.player && near(m)).map((m) => ({ target: asTarget(m), reachIn: reach(m) }));
  const n = unitModels.length;
  const perTemplate = new Array<number>(n + 1).fill(0);
  let missUnit = 0;
  let friendlyMean = 0;
  let landings = 0;
  const reached = (list: typeof unit, dx: number, dy: number) => list.filter((x) => Math.hypot(x.target.x - circle.x - dx, x.target.y - circle.y - dy) <= x.reachIn + 1e-6).map((x) => x.target);
  const at = (tpl: Template, dx: number, dy: number, weight: number) => {
    landings++;
    let auto = 0;
    let partly = 0;
    const under = reached(unit, dx, dy);
    if (under.length)
      for (const h of templateHits(tpl, under, { missThreshold: HWR_DEFAULT.templateSliver })) {
        if (h.outcome === 'auto') auto++;
        else if (h.outcome === 'roll') partly++;
      }
    if (auto + partly === 0) missUnit += weight;
    landingHits(auto, partly, perTemplate, weight);
    const mates = reached(friends, dx, dy);
    if (mates.length) for (const h of templateHits(tpl, mates, { missThreshold: HWR_DEFAULT.templateSliver })) friendlyMean += weight * (h.outcome === 'auto' ? 1 : h.outcome === 'roll' ? P_PARTIAL : 0);
  };
  // "If a non-arrow (hit) symbol is rolled, the template does not move."
  at(placed, 0, 0, (6 - SCATTER_ARROW_FACES) / 6);
  const arrow = SCATTER_ARROW_FACES / 6 / SCATTER_BEARING_FACES;
  for (let bearing = 1; bearing <= SCATTER_BEARING_FACES; bearing++) {
    const t = (bearing * Math.PI) / 180;
    const cos = Math.cos(t);
    const sin = Math.sin(t);
    distance.forEach((p, inches) => {
      if (!p) return;
      const dx = inches * cos;
      const dy = inches * sin;
      at(scatterTemplate(placed, { hit: false, dx, dy }), dx, dy, arrow * p);
    });
  }
  // Each template of the weapon scatters on its own; the hits on the unit add up.
  const hits: number[] = [];
  let power = [1];
  for (let k = 0; k < shotsDist.length; k++) {
    if (k > 0) power = convolve(power, perTemplate);
    const p = shotsDist[k]!;
    if (!p) continue;
    while (hits.length < power.length) hits.push(0);
    power.forEach((q, j) => (hits[j]! += p * q));
  }
  return { perTemplate, hits, missUnit, friendlyMean, landings };
}

/**
 * The chance of each number of models slain and the expected wounds, from the distribution of models hit: each model hit is
 * an automatic hit on the unit ("Each model hit is one automatic hit on its unit, then wound, save and damage as any shot"),
 * so the wound, save and damage dice are the engine's exact distribution for that many automatic hits.
 */
export function slainFromHits(shot: WeaponShot, hits: readonly number[], hp: number, models: number): { slain: number[]; meanDamage: number } {
  const rules = [...shot.attack.rules!.filter((r) => r !== 'Small Blast' && r !== 'Large Blast' && r !== 'Twin' && r !== 'Rapid Fire'), 'Auto Hit'];
  const slain = new Array<number>(models + 1).fill(0);
  let meanDamage = 0;
  hits.forEach((p, h) => {
    if (!p) return;
    if (h === 0) return void (slain[0]! += p);
    const dist = hamwarmerAttackDistribution({ ...shot.attack, attacks: h, rules, halfRange: false }, { ...shot.stats, hp, models });
    dist.slain.forEach((q, k) => (slain[Math.min(k, models)]! += p * q));
    meanDamage += p * dist.mean;
  });
  return { slain, meanDamage };
}

/** The number of templates the weapon places: its shots, doubled for Twin, and for Rapid Fire within half range (as fired). */
export function templateCount(shot: WeaponShot): number[] {
  return resolveAttackNumbers(shot.attack, { ...shot.stats, hp: 1, models: 1 }).shots;
}


/** One weapon of a chained preview: the chance of each number slain from a unit of k unhurt models, and the expected wounds. */
export interface ChainStep {
  slainFrom(models: number): readonly number[];
  readonly meanDamage: number;
}

/**
 * Weapons fired in turn at one unit ("Resolve all shots against one target before moving on"), chained exactly on the number
 * of models left, as chainedShots does for weapons that roll to hit; here a step may be a scattering template's.
 */
export function chainSteps(steps: readonly ChainStep[], models: number): { slain: number[]; meanSlain: number; meanDamage: number } {
  let left = new Array<number>(models + 1).fill(0);
  left[models] = 1;
  for (const step of steps) {
    const next = new Array<number>(models + 1).fill(0);
    left.forEach((p, k) => {
      if (!p) return;
      if (k === 0) return void (next[0]! += p);
      step.slainFrom(k).forEach((q, j) => (next[Math.max(0, k - j)]! += p * q));
    });
    left = next;
  }
  const slain = left.map((_, j) => left[models - j]!);
  return { slain, meanSlain: slain.reduce((acc, p, k) => acc + p * k, 0), meanDamage: steps.reduce((acc, s) => acc + s.meanDamage, 0) };
}
