import type { MajorPower } from '../../../shared/model';
import type { Terrain } from '../../../shared/data/map/schema';

/** Map palette: our own, chosen for contrast between neighbours and for colour-blind safety of the power set. */
export const WATER = '#a9c9d8';
export const WATER_DEEP = '#9cbfd0';
export const LAND_BLANK = '#efe7cf';

export const TERRAIN_COLOURS: Record<Terrain, string> = {
  clear: '#efe7cf',
  forest: '#b9cf9a',
  mountain: '#d9b98c',
  marsh: '#b8d4c0',
  desert: '#eed9a0',
};

export const POWER_COLOURS: Record<MajorPower, string> = {
  france: '#5b7fc7',
  britain: '#d0584b',
  spain: '#e8c14a',
  austria: '#f4f1e8',
  prussia: '#6d7080',
  russia: '#6fae6a',
  turkey: '#c58a4f',
};
/** Minor countries not controlled by a major power (political mode). */
export const NEUTRAL_MINOR = '#bdbcb6';

/** Province values mode: light to dark by money. */
export const VALUE_STEPS = [
  { upTo: 1, colour: '#f3ecd9' },
  { upTo: 3, colour: '#e6d6a8' },
  { upTo: 5, colour: '#d8bd7c' },
  { upTo: 7, colour: '#c79f57' },
  { upTo: 10, colour: '#b0803c' },
  { upTo: Infinity, colour: '#8c5f27' },
] as const;

/** Supply mode (7.4.2.1): a depot's own area, then one, two and three areas from the nearest depot. */
export const SUPPLY_STEPS = ['#3f7f3a', '#77ab5e', '#a9cb8a', '#d3e4bd'] as const;
/** Supply mode: beyond every depot's reach, where a corps must forage (7.4.1). */
export const OUT_OF_SUPPLY = '#e8d6c8';

export function valueColour(money: number): string {
  return VALUE_STEPS.find((s) => money <= s.upTo)!.colour;
}

/** Border strokes in screen pixels at scale 1; widths shrink less than the zoom when zoomed out. */
export const BORDER_STYLES = {
  sea: { colour: '#7fa9bf', width: 0.8 },
  area: { colour: '#8e9a93', width: 0.7 },
  coast: { colour: '#3d5566', width: 1.3 },
  river: { colour: '#2f6fc0', width: 1.8 },
  provincial: { colour: '#2b2b2b', width: 1.5 },
  national: { colour: '#b8262b', width: 3.2 },
  /** 9.1 ice line between sea areas (drawn dashed). */
  ice: { colour: '#ffffff', width: 2.2 },
} as const;
export type BorderStyleKey = keyof typeof BORDER_STYLES;

export const INK = '#1e1b16';
export const CAPITAL_INK = '#b8262b';
export const SELECT = '#f0c000';
export const HOVER = '#ffffff';
