// What the other phases need to know about the navy, as pure functions over the state: where
// fleets are (7.4.3 sea supply, 7.4.4 invasion supply, 8.5.1.2 maintenance), which ports are
// blockaded (6.2.7, 7.4.3.2, 8.2.1.2.1.1), which ports may trade (8.2.1.2), what naval raiding
// (12.2.2) and the West Indies (v2.71) take from British trade. The economic engineer calls
// these; supply reads `state.fleets` itself today and agrees with them (tests pin both).
import { atWar, controllerOf, isMajorPower } from '../../model';
import type { CityId, Fleet, GameState, MajorPower, NavalPortFacts } from '../../model';
import { isCityBesieged } from '../land/movement';
import { blockaders, fleetPower, portHolder } from './places';
import type { NavalContext } from './places';

/** Fleets of `power` (its own and its free states', 6.1.1), or every fleet. */
const fleetsOf = (state: GameState, power?: MajorPower): Fleet[] =>
  power === undefined ? [...state.fleets] : state.fleets.filter((f) => fleetPower(state, f) === power);

/** 6.2.1.2 fleets lying in ports (drawn on their area's coast). */
export const fleetsInPort = (state: GameState, power?: MajorPower): Fleet[] => fleetsOf(state, power).filter((f) => f.location.kind === 'port');
/** 6.2.7 fleets in blockade boxes. */
export const fleetsInBlockadeBoxes = (state: GameState, power?: MajorPower): Fleet[] => fleetsOf(state, power).filter((f) => f.location.kind === 'blockade');
/** 6.2.1.1 fleets in sea areas. */
export const fleetsAtSea = (state: GameState, power?: MajorPower): Fleet[] => fleetsOf(state, power).filter((f) => f.location.kind === 'sea');

/** A port's blockade as it stands: who holds the port and whose fleets sit in its box at war with the holder. */
export interface Blockade {
  readonly city: CityId;
  readonly holder: MajorPower | null;
  /** Powers with fleets in the box at war with the holder (empty: the port is open). */
  readonly by: readonly MajorPower[];
}

/**
 * 6.2.7 / 7.4.3.2 / 8.2.1.2.1.1 ports blockaded against their holder now: an enemy fleet of the
 * holder's lies in the blockade box.
 */
export function blockadedPorts(state: GameState, ctx: NavalContext): Blockade[] {
  const out: Blockade[] = [];
  for (const port of ctx.naval.ports) {
    const holder = portHolder(state, ctx, port);
    if (holder === null) continue;
    const by = [...new Set(blockaders(state, holder, port.city).map((f) => fleetPower(state, f)).filter((p): p is MajorPower => p !== null))];
    if (by.length > 0) out.push({ city: port.city, holder, by });
  }
  return out;
}

/** 7.4.3.2 / 8.2.1.2.1.1 whether `power`'s use of the port is blockaded (an enemy fleet of its in the box). */
export function isPortBlockaded(state: GameState, power: MajorPower, city: CityId): boolean {
  return blockaders(state, power, city).length > 0;
}

/** Why a port may not trade this Economic Phase, or null when it may (8.2.1.2.1.1-8.2.1.2.1.3). */
export function tradeBar(state: GameState, ctx: NavalContext, port: NavalPortFacts, december: boolean): string | null {
  if (port.trade === null) return 'no trade value printed';
  const holder = portHolder(state, ctx, port);
  // 8.2.1.2.1.1 blockaded, besieged, or held by an enemy power other than the province's or minor's controller
  if (holder !== null && blockaders(state, holder, port.city).length > 0) return 'blockaded';
  if (isCityBesieged(state, port.area, port.city, ctx.land)) return 'besieged';
  // 8.2.1.2.1.2 ports north of the ice line do not trade in the December phase
  if (december && port.northOfIceLine) return 'north of the ice line in December';
  // 8.2.1.2.1.3 Black Sea ports trade only with leave of Constantinople's holder
  if (port.blackSea) {
    const straits = ctx.naval.port('constantinople' as CityId);
    const gate = straits ? portHolder(state, ctx, straits) : null;
    if (gate !== null && holder !== null && gate !== holder && atWar(state, gate, holder)) return 'the Dardanelles are closed to it';
  }
  return null;
}

/**
 * 8.2.1.2 / 8.2.1.2.1 the ports a power may trade through this phase with their values (Great
 * Britain's first value, the controller's second), each with why it may not when barred. The
 * economic engineer applies 8.2.1.2.1.4-8.2.1.2.1.7 (capitals occupied, war with Great Britain,
 * neutral minors' ports, British-held ports) and the controller's wish to trade.
 */
export function tradingPorts(state: GameState, ctx: NavalContext, power: MajorPower, december: boolean): { city: CityId; britain: number; controller: number; bar: string | null }[] {
  return ctx.naval.ports
    .filter((p) => p.trade !== null && portHolder(state, ctx, p) === power)
    .map((p) => ({ city: p.city, britain: p.trade!.britain, controller: p.trade!.controller, bar: tradeBar(state, ctx, p, december) }));
}

/** 8.5.1.2 fleet maintenance: $1 a fleet in port or in a blockade box, $5 a fleet at sea; 12.2.9.3 (option) $5 in a blockade box. */
export function fleetMaintenance(state: GameState, power: MajorPower, blockadeRunningOption = false): { fleets: number; money: number } {
  let money = 0;
  const own = state.fleets.filter((f) => controllerOf(state, f.nationality) === power && isMajorPower(f.nationality));
  for (const f of own) money += f.location.kind === 'sea' || (blockadeRunningOption && f.location.kind === 'blockade') ? 5 : 1;
  return { fleets: own.length, money };
}

/** 12.2.2 (option) naval raiding: $5 off British colonial trade for each sea area next to Great Britain holding an enemy fleet, never below 0. */
export function navalRaidingCut(state: GameState, ctx: NavalContext, colonialTrade: number): number {
  return Math.min(colonialTrade, 5 * navalRaidedSeas(state, ctx));
}

/** 12.2.2 the sea areas next to Great Britain's home nation that hold a fleet of a power at war with it. */
export function navalRaidedSeas(state: GameState, ctx: NavalContext): number {
  const british = new Set((ctx.land.landAreas ?? []).filter((a) => ctx.land.area(a)?.homeOf === 'britain'));
  let seas = 0;
  for (const id of ctx.naval.seaAreas) {
    const sea = ctx.naval.sea(id);
    if (!sea || !sea.coast.some((a) => british.has(a))) continue;
    if (state.fleets.some((f) => f.location.kind === 'sea' && f.location.area === id && fleetPower(state, f) !== null && atWar(state, 'britain', fleetPower(state, f)!))) seas++;
  }
  return seas;
}
