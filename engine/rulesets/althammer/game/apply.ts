// AltHammer's appliers, one per action type (000_6eade6d934505fab.txt; after its Shoot action the text stops, so attacks,
// charges, fights and damage are HamWarmer 24.5's: named default althammer.resolution). Each refuses an action that is
// not open now in players' words.
import { applyByType, type Appliers } from '../../../game/kit';
import type { AhAction } from './actions';
import { applyDeploy, applyRemoveUnit } from './deployment';
import { applyFight } from './fight';
import { applyAdvance, applyCharge, applyMove } from './movement';
import { applyMagik } from './psychic';
import { activationAction, applyActivate, applyEndActivation } from './sequence';
import { applyShoot } from './shooting';
import type { AhState } from './state';
import { ALTHAMMER } from '../values';

const APPLIERS: Appliers<AhState, AhAction> = {
  'remove-unit': applyRemoveUnit,
  deploy: applyDeploy,
  activate: applyActivate,
  move: activationAction('move', applyMove),
  advance: activationAction('advance', applyAdvance),
  magik: activationAction('magik', applyMagik),
  shoot: activationAction('shoot', applyShoot),
  charge: activationAction('charge', applyCharge),
  fight: activationAction('fight', applyFight),
  'end-activation': applyEndActivation,
};

export const applyAh = applyByType(APPLIERS, ALTHAMMER.name);
