// HamWarmer 24.5 attackDistribution: the exact distribution of wounds removed and models slain, before any die is rolled.
// Hits are allocated before wounds (001_9d9921dd118cdf65.txt: "The defending player allocates each hit to a model in the unit
// ... it cannot have a second hit allocated to it until all other models in the unit have had one hit allocated."), so with
// H hits on N unhurt models, H mod N models take floor(H/N)+1 hits and the rest floor(H/N); each model then loses at most its
// HP ("Excess damage is lost."). Models are independent given H, so the totals are convolutions.
import type { AttackDistribution } from '../../../game/types';
import { pUnsaved, resolveAttackNumbers, type HwAttack, type HwTarget } from './attack';

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += ai * b[j]!;
  }
  return out;
}

function power(a: readonly number[], k: number): number[] {
  let out = [1];
  let base = a.slice();
  let n = k;
  while (n > 0) {
    if (n & 1) out = convolve(out, base);
    n >>= 1;
    if (n > 0) base = convolve(base, base);
  }
  return out;
}

function binomialPmf(n: number, p: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  // Built by repeated Bernoulli convolution: exact for p = 0 or 1 and stable for every n used here.
  out[0] = 1;
  for (let i = 0; i < n; i++) for (let k = i + 1; k >= 0; k--) out[k] = (out[k] ?? 0) * (1 - p) + (k > 0 ? out[k - 1]! * p : 0);
  return out;
}

const addInto = (acc: number[], dist: readonly number[], w: number): void => {
  for (let i = 0; i < dist.length; i++) acc[i]! += w * dist[i]!;
};

/** The exact distribution; see the file comment for the allocation rule it follows. */
export function hamwarmerAttackDistribution(attack: HwAttack, target: HwTarget): AttackDistribution {
  const r = resolveAttackNumbers(attack, target);
  const { hp, models } = r;
  const q = pUnsaved(r);
  const maxShots = r.shots.length - 1;

  // Hits: sum over the shot count of Binomial(shots, pHit).
  const hits = new Array<number>(maxShots + 1).fill(0);
  r.shots.forEach((ps, a) => {
    if (ps) addInto(hits, binomialPmf(a, r.pHit), ps);
  });

  // One hit's damage to a model (capped at its HP): 0 with 1-q, else the damage dice.
  const perHit = new Array<number>(hp + 1).fill(0);
  perHit[0] = 1 - q;
  r.damage.forEach((pd, d) => {
    perHit[Math.min(d, hp)]! += q * pd;
  });
  // modelDamage[h]: a model's damage after h hits, capped at hp (capping is absorbing, so cap after each hit).
  const maxPerModel = Math.ceil(maxShots / models);
  const modelDamage: number[][] = [[1, ...new Array<number>(hp).fill(0)]];
  for (let h = 1; h <= maxPerModel; h++) {
    const raw = convolve(modelDamage[h - 1]!, perHit);
    const capped = raw.slice(0, hp + 1);
    for (let i = hp + 1; i < raw.length; i++) capped[hp]! += raw[i]!;
    modelDamage.push(capped);
  }

  const damage = new Array<number>(hp * models + 1).fill(0);
  const slain = new Array<number>(models + 1).fill(0);
  hits.forEach((ph, h) => {
    if (!ph) return;
    const base = Math.floor(h / models);
    const extra = h % models;
    const gBase = modelDamage[base]!;
    const d = base === 0 && extra === 0 ? [1] : convolve(power(gBase, models - extra), extra ? power(modelDamage[base + 1]!, extra) : [1]);
    addInto(damage, d, ph);
    const s = convolve(binomialPmf(models - extra, gBase[hp]!), binomialPmf(extra, extra ? modelDamage[base + 1]![hp]! : 0));
    addInto(slain, s, ph);
  });
  let mean = 0;
  damage.forEach((p, k) => {
    mean += p * k;
  });
  return { damage, slain, mean };
}

/**
 * Several weapons fired in turn at one unit of `models` unhurt models ("Resolve all shots against one target before moving
 * on"): the chance of each number slain, chaining each weapon's exact distribution on the number of models left. A wound a
 * multi-wound model carries from one weapon to the next is not counted (each weapon is reckoned on unhurt models).
 */
export function chainedShots(shots: readonly { readonly attack: HwAttack; readonly target: Omit<HwTarget, 'models'> }[], models: number): { slain: number[]; meanSlain: number; meanDamage: number } {
  let left = new Array<number>(models + 1).fill(0);
  left[models] = 1;
  let meanDamage = 0;
  for (const s of shots) {
    const next = new Array<number>(models + 1).fill(0);
    left.forEach((p, k) => {
      if (!p) return;
      if (k === 0) return void (next[0]! += p);
      hamwarmerAttackDistribution(s.attack, { ...s.target, models: k }).slain.forEach((q, j) => {
        next[Math.max(0, k - j)]! += p * q;
      });
    });
    meanDamage += hamwarmerAttackDistribution(s.attack, { ...s.target, models }).mean;
    left = next;
  }
  const slain = left.map((_, j) => left[models - j]!);
  return { slain, meanSlain: slain.reduce((acc, p, k) => acc + p * k, 0), meanDamage };
}
