// 6.2.1.2 Where fleets are: sea areas, ports and blockade boxes, named by a short key
// ("sea:735", "port:brest", "box:brest"), and the facts every naval rule reads about them:
// who holds a port, who blockades it, which fleets form one stack (6.2.2).
import { OFF_BOARD_BOXES, OFF_BOARD_NAMES, allied, atWar, controllerOf, fleetControllerOf, isWinterMonth } from '../../model';
import type { AreaId, CityId, Fleet, FleetId, FleetPlace, GameState, LandMap, MajorPower, NavalMap, NavalPlace, NavalPortFacts, Nationality, OffBoardBox } from '../../model';
import { cityHolder, hasAccess, isCityBesieged, territoryOf } from '../land/movement';

/** The map facts the naval rules read: the naval map and the land map (ports' areas and holders). */
export interface NavalContext {
  readonly naval: NavalMap;
  readonly land: LandMap;
}

/** The short key of a place: "sea:<area>", "port:<city>" or "box:<city>". */
export function placeKey(p: NavalPlace): string {
  switch (p.kind) {
    case 'sea':
      return `sea:${p.area}`;
    case 'port':
      return `port:${p.city}`;
    case 'blockade':
      return `box:${p.city}`;
    case 'offBoard':
      return `wi:${p.box}`;
  }
}

/** The place a key names, or null when the map does not know it. */
export function parsePlace(ctx: NavalContext, key: string): FleetPlace | null {
  const [kind, id] = key.split(':') as [string, string | undefined];
  if (id === undefined) return null;
  if (kind === 'sea') return ctx.naval.sea(id as AreaId) ? { kind: 'sea', area: id as AreaId } : null;
  const port = ctx.naval.port(id as CityId);
  if (!port) return null;
  if (kind === 'port') return { kind: 'port', area: port.area, city: port.city };
  if (kind === 'box') return { kind: 'blockade', city: port.city };
  return null;
}

/** The port a port or blockade-box place belongs to. */
export function portOf(ctx: NavalContext, p: FleetPlace): NavalPortFacts | undefined {
  return p.kind === 'sea' ? undefined : ctx.naval.port(p.city);
}

/** A place's name for players: the sea area's name, "Brest", "off Brest (blockade box)". */
export function placeName(ctx: NavalContext, key: string): string {
  const box = offBoardPlace(key);
  if (box) return OFF_BOARD_NAMES[box.box];
  const p = parsePlace(ctx, key);
  if (!p) return key;
  if (p.kind === 'sea') return `${ctx.naval.sea(p.area)?.name ?? 'sea area'} (${p.area})`;
  const port = ctx.naval.port(p.city);
  const name = port?.name ?? p.city;
  return p.kind === 'port' ? `the port of ${name}` : `the blockade box off ${name}`;
}

/** The power running a fleet: its nationality's major power or the minor free state's controller (6.1.1). */
// 11.2.2.2 / 11.7.1 a fleet may be run by another power than its minor's corps (fleetControllerOf)
export const fleetPower = (state: GameState, f: Pick<Fleet, 'nationality'>): MajorPower | null => fleetControllerOf(state, f.nationality);

export const fleetsAt = (state: GameState, key: string): Fleet[] =>
  key.startsWith('wi:') ? offBoardFleetsIn(state, key.slice('wi:'.length)) : state.fleets.filter((f) => placeKey(f.location) === key);

/** opt:12.2.7.3~2 whether `x` names one of the boxes off the map ("westIndies", "canaries" …). */
export const isOffBoardBox = (x: string): x is OffBoardBox => (OFF_BOARD_BOXES as readonly string[]).includes(x);

/** opt:12.2.7.3~2 a box off the map as a battle's place ("wi:westIndies"), or null for a place on the map. */
export function offBoardPlace(key: string): Extract<NavalPlace, { kind: 'offBoard' }> | null {
  const [kind, id] = key.split(':');
  return kind === 'wi' && id !== undefined && isOffBoardBox(id) ? { kind: 'offBoard', box: id } : null;
}

/** opt:12.2.7.3~2 the fleets in a box off the map ("wi:canaries"): kept out of `state.fleets` while there. */
export const offBoardFleetsIn = (state: GameState, box: string): Fleet[] => (state.westIndies?.fleets ?? []).filter((f) => f.box === box).map((f) => f.fleet);

/** 6.2.2 a power's fleets (with its free states') at one place: one stack. */
export function stackOf(state: GameState, power: MajorPower, key: string): Fleet[] {
  return fleetsAt(state, key).filter((f) => fleetPower(state, f) === power);
}

export const shipsIn = (fleets: readonly Pick<Fleet, 'ships'>[]): number => fleets.reduce((n, f) => n + f.ships, 0);

/** The powers whose fleets stand at a place, in MAJOR_POWERS order of first appearance. */
export function powersAt(state: GameState, key: string): MajorPower[] {
  const out: MajorPower[] = [];
  for (const f of fleetsAt(state, key)) {
    const p = fleetPower(state, f);
    if (p !== null && !out.includes(p)) out.push(p);
  }
  return out;
}

/** Whether the fleet of this nationality is an enemy of `power` (at war with its controller). */
export function isEnemyFleet(state: GameState, power: MajorPower, nationality: Nationality): boolean {
  const c = controllerOf(state, nationality);
  return c !== null && c !== power && atWar(state, power, c);
}

/**
 * 10.3.2 / 6.2.1.2 Who holds a port city: whoever runs the forces inside it, else the power
 * whose territory it lies in (null for a neutral minor's vacant port).
 */
export function portHolder(state: GameState, ctx: NavalContext, port: NavalPortFacts): MajorPower | null {
  return cityHolder(state, port.area, port.city, ctx.land) ?? territoryOf(state, ctx.land, port.area);
}

/** Whether the port's area belongs to a neutral minor country (its ports are closed but to attackers). */
export function neutralMinorPort(state: GameState, ctx: NavalContext, port: NavalPortFacts): boolean {
  const minor = ctx.land.area(port.area)?.minor ?? null;
  if (minor === null) return false;
  const m = state.minors.find((x) => x.id === minor);
  return !m || m.status === 'neutral';
}

/** 6.2.1.2 / 5.1.2 a port friendly to `power`: held by it or an ally. */
export function isFriendlyPort(state: GameState, ctx: NavalContext, power: MajorPower, port: NavalPortFacts): boolean {
  const holder = portHolder(state, ctx, port);
  return holder !== null && (holder === power || allied(state, power, holder));
}

/** 6.2.1.2 whether `power` may lie in the port: it holds it, or has the holder's permission (standing access, 10.3.1.2; allies count). */
export function mayUsePort(state: GameState, ctx: NavalContext, power: MajorPower, port: NavalPortFacts): boolean {
  const holder = portHolder(state, ctx, port);
  if (holder === null) return false;
  return holder === power || (!atWar(state, power, holder) && hasAccess(state, power, holder));
}

/**
 * 6.2.7 / 7.4.3.2 enemy fleets of `power` in the port's blockade box: the port is blockaded for
 * that power. `blockaders` lists them.
 */
export function blockaders(state: GameState, power: MajorPower, city: CityId): Fleet[] {
  return fleetsAt(state, `box:${city}`).filter((f) => isEnemyFleet(state, power, f.nationality));
}

export const isBlockadedFor = (state: GameState, power: MajorPower, city: CityId): boolean => blockaders(state, power, city).length > 0;

/** 6.2.1.4 the place lies north of the ice line (a sea area, or a port and box on such a sea). */
export function northOfIce(ctx: NavalContext, p: FleetPlace): boolean {
  if (p.kind === 'sea') return ctx.naval.sea(p.area)?.northOfIceLine ?? false;
  return ctx.naval.port(p.city)?.northOfIceLine ?? false;
}

/** 6.2.1.4 / 9.1 no fleet enters or leaves a place north of the ice line in a winter month. */
export const iceBound = (state: GameState, ctx: NavalContext, p: FleetPlace): boolean => isWinterMonth(state.date) && northOfIce(ctx, p);

/**
 * 6.2.1.3 / 10.7 whether `power` may enter the Dardanelles: it holds Constantinople unbesieged,
 * besieges it, or has access from its holder. `retreat`: 6.3.5.1.2 a retreat or a pursuit needs
 * only the holder's permission (its own, or access; none when nobody holds the city).
 */
export function dardanellesOpen(state: GameState, ctx: NavalContext, power: MajorPower, retreat = false): boolean {
  const port = ctx.naval.port('constantinople' as CityId);
  if (!port) return true;
  const holder = portHolder(state, ctx, port);
  if (holder === null) return retreat;
  const besieged = isCityBesieged(state, port.area, port.city, ctx.land);
  // 6.2.1.3 "an unbesieged Constantinople": a holder under siege no longer commands the straits
  if (holder === power) return retreat || !besieged;
  if (!retreat && besieged && atWar(state, power, holder) &&
    state.corps.some((c) => c.location.kind === 'area' && c.location.area === port.area && c.location.city === undefined && controllerOf(state, c.nationality) === power)) return true;
  return !atWar(state, power, holder) && hasAccess(state, power, holder);
}

/** Whether the sea area is the Dardanelles (6.2.1.3). */
export const isDardanelles = (ctx: NavalContext, area: AreaId): boolean => ctx.naval.sea(area)?.dardanelles ?? false;

/** Fleet ids of a list. */
export const idsOf = (fleets: readonly Fleet[]): FleetId[] => fleets.map((f) => f.id);
