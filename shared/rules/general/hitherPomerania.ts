// v2.71 1.1.2 (option hitherPomerania) Hither Pomerania: the Stettin area split off Prussian
// Pomerania as a 0/0 secondary district of Sweden, Colberg the capital of what Pomerania keeps.
// The map side is the map data's optional district (data/map/variants.ts), applied per game by
// engine/mapData.ts; here the state side: Sweden's districts and the campaign setup. Pure.
import type { AreaId, CityId, Corps, Depot, GameState, Garrison, MinorId } from '../../model';

/** The district's id (a province of the map variant, like Finland a district of the Swedish minor). */
export const HITHER_POMERANIA = 'hither-pomerania' as MinorId;
/** Its one area and capital. */
export const STETTIN_AREA = '281' as AreaId;
export const STETTIN = 'stettin' as CityId;
/** Where Pomerania's capital moves (v2.71 1.1.2). */
export const COLBERG_AREA = '282' as AreaId;
export const COLBERG = 'colberg' as CityId;

/** v2.71 1.1.2 whether the game plays with Hither Pomerania on the map. */
export const hitherPomeraniaOn = (state: Pick<GameState, 'options'>): boolean => state.options.rules.hitherPomerania === true;

/**
 * v2.71 1.1.2 the printed secondary districts a minor has beyond the Minor Countries Chart's:
 * Sweden has Hither Pomerania from the start of every game with the option.
 */
export function optionalSecondariesOf(state: Pick<GameState, 'options'>, minor: string): MinorId[] {
  return minor === 'sweden' && hitherPomeraniaOn(state) ? [HITHER_POMERANIA] : [];
}

/** v2.71 1.1.2 the minor a district of the option belongs to (Hither Pomerania: Sweden). */
export function optionalPrimaryOf(state: Pick<GameState, 'options'>, district: string): MinorId | null {
  return district === HITHER_POMERANIA && hitherPomeraniaOn(state) ? ('sweden' as MinorId) : null;
}

export interface SetupForces {
  readonly corps: readonly Corps[];
  readonly garrisons: readonly Garrison[];
  readonly depots: readonly Depot[];
}

/**
 * v2.71 1.1.2 the setup with Hither Pomerania Swedish from the start: the Prussian forces our
 * campaign files set up in the Stettin area (the 1805 and Grand Campaign's IV Corps and Stettin's
 * garrison) stand in the Colberg area instead, the garrison inside Colberg (joined to the one
 * there). Other powers' forces stay (the 1813 French garrison of Stettin holds a Swedish city).
 */
export function hitherPomeraniaSetup(forces: SetupForces): SetupForces {
  const moves = (n: string) => n === 'prussia';
  const corps = forces.corps.map((c) =>
    moves(c.nationality) && c.location.kind === 'area' && c.location.area === STETTIN_AREA ? { ...c, location: { kind: 'area' as const, area: COLBERG_AREA } } : c,
  );
  const depots = forces.depots.map((d) => (moves(d.owner) && d.area === STETTIN_AREA ? { ...d, area: COLBERG_AREA } : d));
  const inStettin = (g: Garrison) => moves(g.nationality) && g.area === STETTIN_AREA;
  const garrisons = forces.garrisons.filter((g) => !inStettin(g));
  for (const g of forces.garrisons.filter(inStettin)) {
    const place: Garrison['place'] = g.place.kind === 'city' ? { kind: 'city', city: COLBERG } : g.place;
    const i = garrisons.findIndex((h) => h.nationality === g.nationality && h.area === COLBERG_AREA && samePlace(h.place, place));
    if (i >= 0) garrisons[i] = joined(garrisons[i]!, g);
    else garrisons.push({ ...g, area: COLBERG_AREA, place });
  }
  return { corps, garrisons, depots };
}

const add = (a: number | undefined, b: number | undefined): number | undefined => (a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0));

function joined(a: Garrison, b: Garrison): Garrison {
  const infantry = add(a.factors.infantry, b.factors.infantry);
  const militia = add(a.factors.militia, b.factors.militia);
  return { ...a, factors: { ...(infantry !== undefined ? { infantry } : {}), ...(militia !== undefined ? { militia } : {}) } };
}

const samePlace = (a: Garrison['place'], b: Garrison['place']): boolean => (a.kind === 'city' ? b.kind === 'city' && a.city === b.city : b.kind === 'depot');
