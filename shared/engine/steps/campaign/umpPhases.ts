// v2.71 14.3 applied in the other phases' steps: each step calls one of these from a one-line hook
// (8.6 Political Status Adjustment, 4.4 Peace).
import { POWER_NAMES } from '../../../model';
import type { MajorPower } from '../../../model';
import { NEUTRAL_UMP_POINTS, neutralUmps, umpOf } from '../../../rules/campaign';
import { emit } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { patchUmp } from './umpControl';

/** 14.3.6.2 at the Political Status Adjustment every neutral UMP gains two political points. */
export function neutralUmpPoints(tx: Tx): void {
  for (const p of neutralUmps(tx.state)) politicalPoints(tx, p, NEUTRAL_UMP_POINTS, '14.3.6.2', `${POWER_NAMES[p]} is a neutral uncontrolled major power`);
}

/**
 * 14.3.4 an active UMP that accepts a conditional or unconditional peace becomes inactive (its
 * controller stays). A left player's power stays active until the next control step (19.2.1).
 */
export function umpAcceptedPeace(tx: Tx, loser: MajorPower): void {
  const u = umpOf(tx.state, loser);
  if (!u || u.status !== 'active') return;
  patchUmp(tx, loser, { status: 'inactive' });
  emit(tx, { type: 'umpControlDecided', ump: loser, controller: u.controller, status: 'inactive', rule: '14.3.4', reason: `${POWER_NAMES[loser]} accepted a peace: inactive from now on` });
}
