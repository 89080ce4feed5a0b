// v2.71 19.2 replacing players: a player leaves (the power becomes an uncontrolled major power,
// decided at once), a new player takes the power at the next Economic Phase (its inherited
// alliances locked for three turns). Also the pre-game control step (14.3.1).
import { EMPTY_CAMPAIGN, LEGAL, POWER_NAMES, illegal } from '../../../model';
import type { GameState, MajorPower, RefereeAction, Verdict } from '../../../model';
import { alliesOf } from '../../../rules/political';
import { campaignOf, isUmp, lockUntil } from '../../../rules/campaign';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { openControl, patchCampaign } from './umpControl';

/** 19.2 whether the referee may do `action` to `power` now. */
export function refereeVerdict(state: GameState, power: MajorPower, action: RefereeAction): Verdict {
  if (!state.powers[power].inPlay) return illegal('notInPlay', '19.2', `${POWER_NAMES[power]} is not in play`);
  if (state.scenario.kind !== 'campaign') return illegal('notApplicable', '19.2', 'players are replaced only in campaign games (14.3)');
  if (action === 'leave') {
    if (isUmp(state, power)) return illegal('umpRestricted', '19.2.1', `${POWER_NAMES[power]} is already an uncontrolled major power`);
    if (campaignOf(state).control) return illegal('umpRestricted', '19.2.1', 'overtures are being collected: let them be revealed first');
    return LEGAL;
  }
  if (!isUmp(state, power)) return illegal('notUmp', '19.2.2', `${POWER_NAMES[power]} already has a player`);
  if (campaignOf(state).newPlayers.includes(power)) return illegal('umpRestricted', '19.2.2', `a new player already waits to take ${POWER_NAMES[power]}`);
  return LEGAL;
}

/** 19.2 carry out a referee action already judged legal. */
export function applyReferee(tx: Tx, power: MajorPower, action: RefereeAction): void {
  const c = campaignOf(tx.state);
  if (action === 'take') {
    // 19.2.2 the new player takes control at the beginning of the next Economic Phase
    patchCampaign(tx, { newPlayers: [...c.newPlayers, power] });
    emit(tx, { type: 'newPlayerFound', power, rule: '19.2.2' });
    return;
  }
  // 19.2.1 the power becomes an uncontrolled major power; control is decided at once and it is
  // active until the next UMP Control Step whatever the roll
  patchCampaign(tx, {
    umps: [...c.umps, { power, status: 'active', controller: null, lastController: null, activeUntilControlStep: true, neutralPhases: 0 }],
    newPlayers: c.newPlayers.filter((p) => p !== power),
  });
  emit(tx, { type: 'playerLeft', power, rule: '19.2.1' });
  openControl(tx, { pregame: false, leftPlayer: power });
}

/** 19.2.2 at the start of an Economic Phase the new players take their powers. */
export function takeNewPlayers(tx: Tx): void {
  const c = campaignOf(tx.state);
  if (c.newPlayers.length === 0) return;
  const until = lockUntil(tx.state.date);
  let locks = c.allianceLocks;
  for (const power of c.newPlayers) {
    const allies = alliesOf(tx.state, power);
    locks = [...locks.filter((l) => l.power !== power), ...allies.map((ally) => ({ power, ally, until }))];
    emit(tx, { type: 'newPlayerTookPower', power, lockedAllies: allies, until, rule: '19.2.2' });
  }
  patchCampaign(tx, { umps: c.umps.filter((u) => !c.newPlayers.includes(u.power)), newPlayers: [], allianceLocks: locks });
}

/** 14.3.1 before the game starts: the control step with only the natural alliance table and political points. */
export function beginPregameControl(tx: Tx): void {
  const c = tx.state.campaign;
  if (!c || c.pregameControlDone || c.umps.length === 0) return;
  openControl(tx, { pregame: true, leftPlayer: null });
  if (!campaignOf(tx.state).control) patchCampaign(tx, { pregameControlDone: true });
}

/**
 * 14.2 -> 14.3.1 the powers no player took in the bidding become uncontrolled major powers,
 * neutral until the control step before the game decides them, which opens at once.
 */
export function umpsFromSelection(tx: Tx, umps: readonly MajorPower[]): void {
  if (umps.length === 0) return;
  patch(tx, { campaign: withUmps(tx.state, umps).campaign });
  beginPregameControl(tx);
}

/**
 * The campaign's uncontrolled major powers, set before the game starts (14.2 power selection,
 * or a setup): each neutral until the pre-game control step decides it.
 */
export function withUmps(state: GameState, umps: readonly MajorPower[]): GameState {
  const c = state.campaign ?? EMPTY_CAMPAIGN;
  return {
    ...state,
    campaign: { ...c, umps: umps.map((power) => ({ power, status: 'neutral' as const, controller: null, lastController: null, neutralPhases: 0 })) },
  };
}
