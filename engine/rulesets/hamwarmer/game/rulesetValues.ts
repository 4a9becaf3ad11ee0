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
