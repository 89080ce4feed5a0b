// 13.1 The scenario format's `economy` section (campaigns): where each power's marker starts on
// the Political Status Display (2.4.3.3, 10.5), provinces already ceded, formal debts and trade
// restrictions from earlier peace terms (4.4 B.3, B.6, C.3, C.7), loans outstanding (8.3), the war
// with the United States, economic manipulation settings (12.5), leaders removed by peace term
// C.6 (10.6.4), and players running two powers (14.2.2). Every field is optional.
import { z } from 'zod';
import { MAJOR_POWERS, MANIPULATION_SETTING_IDS, STATUS_ZONE_IDS } from '../model';
import type { CededProvince, EconomyState, GameDate, LeaderId, MajorPower, ProvinceId } from '../model';
import { positionOf } from '../rules/economic';
import type { GameData } from './gameData';
import { EMPTY_ECONOMY } from './steps/economic';

const power = z.enum(MAJOR_POWERS);
const slugId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case slugs');
const count = z.int().min(0);

export const scenarioEconomySchema = z.strictObject({
  /** 2.4.3.3 starting boxes; a power left out starts in its printed 1805 (campaign I) box. */
  status: z.partialRecord(power, z.strictObject({ zone: z.enum(STATUS_ZONE_IDS), box: z.int().min(1) })).default({}),
  /** Home provinces held by another power (8.7.3, 8.8, 4.4). */
  ceded: z.array(z.strictObject({ province: slugId, holder: power })).default([]),
  /** 8.5.2 formal debts: `amount` a phase for `phases` phases; null amount = the debtor's overseas trade (C.7). */
  debts: z.array(z.strictObject({ debtor: power, creditor: power, term: z.string().min(1).max(8), amount: count.nullable(), phases: z.int().min(1) })).default([]),
  /** 8.3 informal debts outstanding. */
  loans: z.array(z.strictObject({ lender: power, borrower: power, amount: z.int().min(1) })).default([]),
  /** 4.4 B.6 trade closed to Great Britain or America. */
  restrictions: z.array(z.strictObject({ power, with: z.enum(['britain', 'america']), by: power })).default([]),
  /** 8.2.1.2.2.2.2.2 Great Britain starts at war with the United States. */
  usWar: z.boolean().default(false),
  /** 12.5 each marker's square on the Economic Manipulation Display. */
  manipulation: z.partialRecord(power, z.enum(MANIPULATION_SETTING_IDS)).default({}),
  /** 8.4.3 leaders removed under peace condition C.6, with the political points to return them. */
  removedLeaders: z.array(z.strictObject({ id: slugId, name: z.string().min(1), owner: power, cost: z.int().min(1) })).default([]),
  /** 14.2.2 players running two powers. */
  players: z.array(z.array(power).length(2)).default([]),
});
export type ScenarioEconomy = z.output<typeof scenarioEconomySchema>;

/** 13.1 cross-references of the section: boxes on the display, provinces on the map, powers in play. */
export function economyErrors(e: ScenarioEconomy, inPlay: readonly MajorPower[], data: GameData): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  const playing = (p: MajorPower) => inPlay.includes(p);
  for (const [p, box] of Object.entries(e.status)) {
    if (box && positionOf(box) === null) out.push({ path: `economy.status.${p}`, message: `the Political Status Display has no box ${box.zone} ${box.box}` });
  }
  e.ceded.forEach((c, i) => {
    const p = data.economy?.provinces.find((x) => x.id === c.province);
    if (data.economy && (!p || p.home === null)) out.push({ path: `economy.ceded.${i}.province`, message: `${c.province} is not a home-nation province on the map` });
    else if (p && p.home === c.holder) out.push({ path: `economy.ceded.${i}.holder`, message: 'a province ceded to its own home nation is not ceded' });
    if (!playing(c.holder)) out.push({ path: `economy.ceded.${i}.holder`, message: `${c.holder} is not in play` });
  });
  e.debts.forEach((d, i) => {
    if (d.debtor === d.creditor) out.push({ path: `economy.debts.${i}`, message: 'a power owes itself nothing' });
    if (!playing(d.debtor) || !playing(d.creditor)) out.push({ path: `economy.debts.${i}`, message: 'debtor and creditor must be in play' });
  });
  e.loans.forEach((l, i) => {
    if (l.lender === l.borrower || !playing(l.lender) || !playing(l.borrower)) out.push({ path: `economy.loans.${i}`, message: 'a loan is between two powers in play' });
  });
  return out;
}

/** The state's economy record and ceded provinces from the section. */
export function buildEconomy(e: ScenarioEconomy, start: GameDate, data: GameData): { economy: EconomyState; ceded: CededProvince[] } {
  const statusStart: Partial<Record<MajorPower, number>> = {};
  for (const [p, box] of Object.entries(e.status)) if (box) statusStart[p as MajorPower] = positionOf(box) ?? 0;
  const ceded = e.ceded.map((c) => ({ province: c.province as ProvinceId, home: (data.economy?.provinces.find((x) => x.id === c.province)?.home ?? c.holder) as MajorPower, holder: c.holder }));
  return {
    ceded,
    economy: {
      ...EMPTY_ECONOMY,
      statusStart,
      debts: e.debts.map((d, i) => ({ ...d, id: `debt-${i + 1}`, arrears: 0 })),
      loans: e.loans.map((l, i) => ({ ...l, id: `loan-0-${i + 1}`, date: start })),
      restrictions: e.restrictions,
      usWar: e.usWar ? { since: start } : null,
      manipulation: e.manipulation,
      removedLeaders: e.removedLeaders.map((l) => ({ ...l, id: l.id as LeaderId })),
      players: e.players,
    },
  };
}
