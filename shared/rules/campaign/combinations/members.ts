// Section 11 who may create each combination and what it is made of, as the rulebook and the v2.71
// amendments list them (ids are the map's minor-country and province slugs).
import type { CombinationId, MajorPower } from '../../../model';

/** 11.1.1 the provinces marked "P" on the map (Masovia is the one every Poland needs). */
export const POLISH_PROVINCES = ['masovia', 'posen', 'west-galicia', 'east-galicia', 'lithuania', 'polesia', 'podolia'] as const;

/** What a combination is made of under one reading of the rules. */
export interface CombinationMembers {
  readonly creators: readonly MajorPower[];
  /** Minor countries, those with corps first (they keep the combination alive, 11.2.3 …). */
  readonly minors: readonly string[];
  readonly withCorps: readonly string[];
  /** Provinces (home provinces of a major power) that may be part of it. */
  readonly provinces: readonly string[];
  /** Political points for creating it (11.1.5, 11.2.5, 11.3.5, 11.4.5, 11.5.5, 11.6.5). */
  readonly points: number;
  readonly rule: string;
}

/** 11.2.1 as printed: Austria, France or Spain; Lombardy, Papacy, Venetia and the province of Illyria. */
export const ITALY_PRINTED: CombinationMembers = {
  creators: ['austria', 'france', 'spain'], minors: ['lombardy', 'venetia', 'papacy'], withCorps: ['lombardy', 'venetia'], provinces: ['illyria'], points: 1, rule: '11.2.1',
};
/** opt:11.2 / opt:11.2.1 (v2.71 11.2, otherwise unchanged) France alone; Lombardy, Venetia and Romagna (no Papacy, no Illyria). */
export const ITALY_V271: CombinationMembers = {
  creators: ['france'], minors: ['lombardy', 'venetia', 'romagna'], withCorps: ['lombardy', 'venetia'], provinces: [], points: 1, rule: 'v2.71 11.2.1',
};
/** 11.3.1 France or Prussia; Hanover, Hesse and the province of Magdeburg (opt:11.3 v2.71 keeps 11.3 unchanged). */
export const WESTPHALIA: CombinationMembers = {
  creators: ['france', 'prussia'], minors: ['hanover', 'hesse'], withCorps: ['hanover', 'hesse'], provinces: ['magdeburg'], points: 1, rule: '11.3.1',
};
/** 11.4 the Kingdom of Bavaria (option): 11.4.1 France or Prussia; Bavaria and the province of Tyrol (opt:11.4 v2.71 keeps 11.4 unchanged). */
export const BAVARIA: CombinationMembers = {
  creators: ['france', 'prussia'], minors: ['bavaria'], withCorps: ['bavaria'], provinces: ['tyrol'], points: 1, rule: '11.4.1',
};
/** 11.5.1 as printed: the six minors with corps, four without, and the provinces of Magdeburg and Tyrol. */
export const RHINE_PRINTED: CombinationMembers = {
  creators: ['austria', 'france', 'prussia'],
  minors: ['hanover', 'hesse', 'baden', 'bavaria', 'saxony', 'wurttemberg', 'berg', 'duchies', 'kleves', 'mecklenburg'],
  withCorps: ['hanover', 'hesse', 'baden', 'bavaria', 'saxony', 'wurttemberg'],
  provinces: ['magdeburg', 'tyrol'], points: 2, rule: '11.5.1',
};
/**
 * v2.71 11.5 the German states: the same six with corps, five without (the Palatinate added), and
 * Tyrol, Magdeburg and Lorraine while another power than Austria, Prussia or France holds them.
 */
export const GERMAN_V271: CombinationMembers = {
  creators: ['austria', 'france', 'prussia'],
  minors: ['hanover', 'hesse', 'baden', 'bavaria', 'saxony', 'wurttemberg', 'berg', 'duchies', 'kleves', 'mecklenburg', 'palatinate'],
  withCorps: ['hanover', 'hesse', 'baden', 'bavaria', 'saxony', 'wurttemberg'],
  provinces: ['magdeburg', 'tyrol', 'lorraine'], points: 2, rule: 'v2.71 11.5',
};
/** v2.71 11.5 the power each German province may not be incorporated from (its original owner). */
export const GERMAN_PROVINCE_OWNER: Readonly<Record<string, MajorPower>> = { tyrol: 'austria', magdeburg: 'prussia', lorraine: 'france' };
/**
 * 11.6.1 France, Great Britain, Spain or Turkey; the eight North African and Levantine minors
 * (opt:11.6 v2.71 keeps 11.6 unchanged; its pointer to 12.10 is that option's own rule).
 */
export const OTTOMAN: CombinationMembers = {
  creators: ['france', 'britain', 'spain', 'turkey'],
  minors: ['algeria', 'cyrenaica', 'egypt', 'morocco', 'palestine', 'syria', 'tripolitania', 'tunisia'],
  // 11.6.3 which components "have corps" is read from the Minor Countries Chart at play time
  withCorps: [],
  provinces: [], points: 1, rule: '11.6.1',
};
/** 11.1.1 any power; the Polish provinces (opt:11.1 v2.71 keeps 11.1 unchanged). */
export const POLAND: CombinationMembers = {
  creators: ['france', 'britain', 'spain', 'austria', 'prussia', 'russia', 'turkey'], minors: [], withCorps: [], provinces: POLISH_PROVINCES, points: 1, rule: '11.1.1',
};

/** The printed name of each combination (the German one is named by its creator, v2.71 11.5.1.2-4). */
export const COMBINATION_NAMES: Readonly<Record<CombinationId, string>> = {
  poland: 'Poland (Grand Duchy of Warsaw)',
  'kingdom-of-italy': 'the Kingdom of Italy',
  'kingdom-of-westphalia': 'the Kingdom of Westphalia',
  'kingdom-of-bavaria': 'the Kingdom of Bavaria',
  'german-confederation': 'the Confederation of the Rhine',
  'ottoman-empire': 'the Ottoman Empire',
};

/** v2.71 11.5.1.2-4 the German union takes its creator's name. */
export function germanName(power: MajorPower, v271: boolean): string {
  if (!v271) return 'the Confederation of the Rhine';
  return power === 'austria' ? 'the German Confederation' : power === 'prussia' ? 'the North German Confederation' : 'the Confederation of the Rhine';
}
