/**
 * Field combat (7.5.2) as pure rule functions: chits and divisions, the Operational
 * Possibilities Chart, withdrawals, morale, tables, die modifiers, losses, breaking, pursuit,
 * political points, and whole rounds and days with every number kept for the combat view.
 * Dice and choices come in as arguments; illegal choices come back as verdicts.
 */
export * from './types';
export { strengthTotal, unitsTotal, cavalryOf, isNonArtilleryCorps, tenths } from './strength';
export * from './chits';
export * from './operations';
export * from './morale';
export * from './tables';
export * from './modifiers';
export * from './losses';
export * from './outcome';
export * from './day';
export * from './resolve';
export * from './odds';
export * from './endOfDay';
export * from './reinforcement';
export * from './retreat';
export * from './retire';
export * from './trivial';
export * from './units';
export * from './testing';
export * from './solitaire';
export * from './depots';
export * from './proportional';
export * from './leaderCasualties';
export * from './dayOdds';
export * from './overrun';
