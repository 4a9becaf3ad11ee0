// The ONE place the HamWarmer game rules read values the ruleset module (engine/rulesets/hamwarmer/index.ts) already declares.
import { HAMWARMER } from '../index';

export const HWR_ID = HAMWARMER.id;
export const HWR_NAME = HAMWARMER.name;
export const HWR_SOURCE = HAMWARMER.source.file;
const c = HAMWARMER.constants as Readonly<Record<string, number>>;
const num = (key: string, fallback: number): number => (typeof c[key] === 'number' ? c[key]! : fallback);

export const HWR_ENGAGEMENT_IN = num('engagementIn', 1);
export const HWR_ENGAGEMENT_VERTICAL_IN = num('engagementVerticalIn', 5);
export const HWR_COHERENCY_IN = num('coherencyIn', 2);
export const HWR_CHARACTER_PROTECTION_IN = num('characterProtectionIn', 3);
export const HWR_AURA_IN = num('auraOfLeadershipIn', 6);
export const HWR_CHARGE_RANGE_IN = num('chargeRangeIn', 12);
export const HWR_PILE_IN_IN = num('pileInIn', 2);
export const HWR_CONSOLIDATE_IN = num('consolidateIn', 2);
export const HWR_FRONT_ARC_DEG = num('frontArcDeg', 90);
export const HWR_RULESET_DEFAULTS = HAMWARMER.defaults;
export const HWR_LOS_OPTIONS = HAMWARMER.losOptions;
const rulesetDefault = (key: string, fallback: number): number => {
  const d = HAMWARMER.defaults.find((x) => x.key === key);
  return typeof d?.value === 'number' ? d.value : fallback;
};
/** The ruleset's own named defaults for the inverted cover signs (DIGEST B.6): -1 to the hit roll, +1 to the save roll. */
export const HWR_COVER_TO_HIT = rulesetDefault('cover.toHitSign', -1);
export const HWR_COVER_SAVE_ROLL = rulesetDefault('cover.saveSign', 1);
