import type { OptionalRuleId } from '../../model';

/**
 * 12.2.1 (option) which of the map's optional crossing arrows a game uses. The map data tags each
 * optional arrow with its rule (`assets/map/map.json`, `crossings[].optionalRule`); the land map
 * of a game is built from the switches returned here (engine `mapData.ts`), so movement, supply
 * and combat read the arrows as ordinary edges when the option is on and never see them when off.
 */
export interface ArrowOptions {
  /** 12.2.1.1 the Channel arrow between the Lille area and the area east of Portsmouth. */
  readonly channel: boolean;
  /** 12.2.1.2 the Danish and Swedish arrows stay open to the side holding both their ends. */
  readonly danishSwedish: boolean;
}

export const NO_ARROW_OPTIONS: ArrowOptions = { channel: false, danishSwedish: false };

/** 12.2.1 the arrow switches of a game's options. */
export function arrowOptions(rules: Partial<Readonly<Record<OptionalRuleId, boolean>>>): ArrowOptions {
  return { channel: rules.channelArrow === true, danishSwedish: rules.danishSwedishArrows === true };
}

/** A stable key of the switches, for caching one land map per combination. */
export const arrowOptionsKey = (o: ArrowOptions): string => `${o.channel ? 'c' : ''}${o.danishSwedish ? 'd' : ''}`;

/**
 * 12.2.1.2 the arrows the rule speaks of, by their two land areas (map ids, lower first): the
 * three in Denmark (Little Belt 298-788, Great Belt 295-788) and the Sound between the Copenhagen
 * (295) and Malmo (063) areas. Read from the map data: each of these is drawn over the Kattegat
 * (719) or the Western Baltic (720).
 */
export const DANISH_SWEDISH_ARROWS: readonly (readonly [string, string])[] = [
  ['063', '295'],
  ['295', '788'],
  ['298', '788'],
];

/** 12.2.1.2 whether the arrow between these two areas is one of the Danish/Swedish ones. */
export function isDanishSwedishArrow(a: string, b: string): boolean {
  const [p, q] = a < b ? [a, b] : [b, a];
  return DANISH_SWEDISH_ARROWS.some(([x, y]) => x === p && y === q);
}

/** 12.2.1.1 whether an arrow of the map (its `optionalRule`, null for the printed ones) is in play. */
export function arrowInPlay(optionalRule: string | null, o: ArrowOptions): boolean {
  if (optionalRule === null) return true;
  if (optionalRule === '12.2.1.1') return o.channel;
  return false; // an arrow of a rule this engine does not know stays out
}
