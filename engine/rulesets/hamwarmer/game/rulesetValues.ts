// The ONE place the HamWarmer game rules read values the ruleset module (engine/rulesets/hamwarmer/index.ts) already declares.
import { HAMWARMER } from '../values';

export const HWR_ID = HAMWARMER.id;
export const HWR_NAME = HAMWARMER.name;
export const HWR_SOURCE = HAMWARMER.source.file;
// Typed: the module keeps its constants' keys (`satisfies Ruleset`), so a missing or misspelt value fails to compile.
const c = HAMWARMER.constants;

export const HWR_ENGAGEMENT_IN = c.engagementIn;
export const HWR_ENGAGEMENT_VERTICAL_IN = c.engagementVerticalIn;
export const HWR_COHERENCY_IN = c.coherencyIn;
export const HWR_CHARACTER_PROTECTION_IN = c.characterProtectionIn;
export const HWR_AURA_IN = c.auraOfLeadershipIn;
export const HWR_CHARGE_RANGE_IN = c.chargeRangeIn;
export const HWR_PILE_IN_IN = c.pileInIn;
export const HWR_CONSOLIDATE_IN = c.consolidateIn;
export const HWR_FRONT_ARC_DEG = c.frontArcDeg;
export const HWR_RULESET_DEFAULTS = HAMWARMER.defaults;
export const HWR_LOS_OPTIONS = HAMWARMER.losOptions;
const rulesetDefault = (key: string, fallback: number): number => {
  const d = HAMWARMER.defaults.find((x) => x.key === key);
  return typeof d?.value === 'number' ? d.value : fallback;
};
/** The ruleset's own named defaults for the inverted cover signs (DIGEST B.6): -1 to the hit roll, +1 to the save roll. */
export const HWR_COVER_TO_HIT = rulesetDefault('cover.toHitSign', -1);
export const HWR_COVER_SAVE_ROLL = rulesetDefault('cover.saveSign', 1);
