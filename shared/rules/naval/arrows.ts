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
  /** opt:12.2.1 (v2.71) narrow (type 1) and wide (type 2) straits. */
  readonly alternate?: boolean;
}

export const NO_ARROW_OPTIONS: ArrowOptions = { channel: false, danishSwedish: false };

/** 12.2.1 the arrow switches of a game's options. */
export function arrowOptions(rules: Partial<Readonly<Record<OptionalRuleId, boolean>>>): ArrowOptions {
  return { channel: rules.channelArrow === true, danishSwedish: rules.danishSwedishArrows === true, alternate: rules.alternateCrossingArrows === true };
}

/** A stable key of the switches, for caching one land map per combination. */
export const arrowOptionsKey = (o: ArrowOptions): string => `${o.channel ? 'c' : ''}${o.danishSwedish ? 'd' : ''}${o.alternate ? 'a' : ''}`;

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
  if (optionalRule === '12.2.1') return o.alternate === true; // opt:12.2.1 (v2.71) the straits the printed map draws no arrow for
  return false; // an arrow of a rule this engine does not know stays out
}

/**
 * opt:12.2.1 (v2.71) the printed arrows by the strait each crosses, with its type: 1 narrow (like a
 * river: one point, open to the side holding both shores), 2 wide (two points, closed by any enemy
 * fleet, supply only between depots on both shores). Reconstructed: v2.71 names each strait and
 * where it lies; matched to the map's arrows by their areas (Denmark: the westernmost is the Little
 * Belt, the central one the Great Belt; the only arrow inside Greece, over the Ionian side, is the
 * Strait of Patrai in the Gulf of Corinth; the Dardanelles arrow is the southern one of the
 * Constantinople sea area, the Bosporus the northern).
 */
// opt:12.2.1 (v2.71) the five straits the printed map draws no arrow for (Straits of Chalcis, Corfu
// Strait, Trondheim Fjord, Strait of Oreon, Rhodes Channel) are optional arrows of the map data
// (`optionalRule: '12.2.1'`, placed with provenance in shared/data/map/convert/decisions.ts), in play
// only with the option; starting beside the arrow: rules/land/movement/movement.ts; surrender after
// a defeat in the crossing turn: steps/land/fieldCombat/retreat.ts.
export const V271_STRAITS: Readonly<Record<string, { readonly name: string; readonly type: 1 | 2 }>> = {
  '063-295': { name: 'The Sound', type: 1 },
  '298-788': { name: 'Little Belt', type: 1 },
  '295-788': { name: 'Great Belt', type: 2 },
  '243-246': { name: 'Kerch Strait', type: 1 },
  '543-546': { name: 'Strait of Patrai', type: 1 },
  '554-586': { name: 'Dardanelles', type: 1 },
  '555-556': { name: 'Bosporus', type: 1 },
  '358-359': { name: 'Strait of Messina', type: 2 },
  '362-363': { name: 'Strait of Bonifacio', type: 2 },
  '423-710': { name: 'Strait of Gibraltar', type: 2 },
  // the five arrows added to the map data for the option
  '544-545': { name: 'Straits of Chalcis', type: 1 },
  '367-541': { name: 'Corfu Strait', type: 1 },
  '028-029': { name: 'Trondheim Fjord', type: 1 },
  '542-545': { name: 'Strait of Oreon', type: 2 },
  '370-595': { name: 'Rhodes Channel', type: 2 },
};

/** opt:12.2.1 the type of the printed arrow between two areas (undefined: not one of v2.71's straits). */
export function straitType(a: string, b: string): 1 | 2 | undefined {
  return V271_STRAITS[a < b ? `${a}-${b}` : `${b}-${a}`]?.type;
}
