// 14.3 / 19.2 who plays what: uncontrolled major powers, their controllers, and the seat that
// answers a power's decisions.
import { EMPTY_CAMPAIGN, MAJOR_POWERS } from '../../model';
import type { CampaignState, GameState, MajorPower, UmpRecord } from '../../model';

/** The campaign record, or the empty one (games made before it existed, scenarios). */
export const campaignOf = (state: GameState): CampaignState => state.campaign ?? EMPTY_CAMPAIGN;

/** 14.3 the record of an uncontrolled major power, or undefined when a player runs it. */
export const umpOf = (state: GameState, power: MajorPower): UmpRecord | undefined => campaignOf(state).umps.find((u) => u.power === power);

export const isUmp = (state: GameState, power: MajorPower): boolean => umpOf(state, power) !== undefined;

/** 14.3.1.1.1 the major powers with a player: in play and not uncontrolled. */
export function playedPowers(state: GameState): MajorPower[] {
  return MAJOR_POWERS.filter((p) => state.powers[p].inPlay && !isUmp(state, p));
}

/**
 * 14.3.3.1 the power whose player makes `power`'s decisions: itself, or the controller of an
 * uncontrolled major power (null while the UMP is neutral or its control is not decided).
 */
export function deciderFor(state: GameState, power: MajorPower): MajorPower | null {
  const u = umpOf(state, power);
  return u ? u.controller : power;
}

/** The UMPs `power`'s player controls now (2.4.2: its seat sees what they may see). */
export function umpsControlledBy(state: GameState, power: MajorPower): MajorPower[] {
  return campaignOf(state).umps.filter((u) => u.controller === power && u.status !== 'neutral').map((u) => u.power);
}

/** 14.3.4 / 14.3.5 / 19.2.1 whether the UMP is active now (a left player's power stays active until the next control step). */
export function umpActive(u: UmpRecord): boolean {
  return u.status === 'active' || u.activeUntilControlStep === true;
}

/** A readable line for the status card: "Uncontrolled: active, run by France". */
export function umpLine(u: UmpRecord, name: (p: MajorPower) => string): string {
  const status = umpActive(u) ? 'active' : u.status;
  return u.status === 'neutral' || u.controller === null ? `Uncontrolled major power: ${status}` : `Uncontrolled major power: ${status}, run by ${name(u.controller)}`;
}
