// 4.4.6 The effects of every peace (prisoner exchange, repatriation, enforced peace) and 4.4
// each peace term's effect where the rules define it.
import { POWER_NAMES, controllerOf, isEconomicMonth, powerPair, totalFactors } from '../../../model';
import type { Corps, Factors, GameState, LeaderId, MajorPower, MinorId, ProvinceId } from '../../../model';
import { addMonths } from '../../../rules/political/state';
import { heldHomeProvinces, homeProvinces, printedHomeTax, provinceName } from '../../../rules/political/homeNation';
import { termId } from '../../../rules/political/peace';
import { emit, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { leadersOff, lost } from '../effects';
import { addEnforcedPeace, removeForces, updatePolitical } from './record';
import { closeTrade, holdProvince, owe } from './economyLink';
import { offerNewAccess } from './generalAccess';
import { followPrimary } from '../general/districts';
import { combinationsAfterCession } from '../campaign/combinationsUnits';
import { removeFleet } from '../naval/navalState';
import { lendCorps } from './lent';
import { freeStateGarrisonsHome } from '../land/freeStateGarrisonsAbroad';

/** 4.4.6.1 all surrendered factors and captured leaders go home; the factors arrive as reinforcements this turn (5.2). */
export function exchangePrisoners(tx: Tx, a: MajorPower, b: MajorPower): void {
  for (const [holder, other] of [[a, b], [b, a]] as const) {
    const theirs = tx.state.prisoners.filter((p) => p.holder === holder && controllerOf(tx.state, p.nationality) === other);
    const leaders = tx.state.leaders.filter((l) => l.owner === other && l.location.kind === 'captured' && l.location.by === holder);
    if (theirs.length === 0 && leaders.length === 0) continue;
    patch(tx, {
      prisoners: tx.state.prisoners.filter((p) => !theirs.includes(p)),
      reinforcements: [...tx.state.reinforcements, ...theirs.map((p) => ({ date: tx.state.date, power: other, nationality: p.nationality, factors: p.factors, exchanged: true as const }))],
      leaders: tx.state.leaders.map((l) => (leaders.includes(l) ? { ...l, location: { kind: 'pool' as const } } : l)),
    });
    emit(tx, { type: 'prisonersExchanged', holder, to: other, factors: theirs.reduce((n, p) => n + totalFactors(p.factors), 0), leaders: leaders.map((l) => l.name), rule: '4.4.6.1' });
  }
}

/** First month of the Economic Phase due next (this month's when it ends one, 3.5). */
const nextEconomic = (date: { month: number; year: number }, after = 0) => {
  let d = date;
  let seen = -1;
  for (let i = 0; i < 24; i++, d = addMonths(d, 1)) if (isEconomicMonth(d) && ++seen === after) return d;
  return d;
};

/** Removes corps from the map (peace terms B.1 / C.1): their factors are lost, their leaders go to the pool. */
function removeCorps(tx: Tx, victor: MajorPower, corps: readonly Corps[], term: string, loser: MajorPower): void {
  for (const c of corps) {
    if (c.location.kind === 'area') lost(tx, c.nationality, c.counter, c.location.area, c.factors, '4.4', `peace term ${term}`);
    leadersOff(tx, [c.counter], '4.4');
    patch(tx, { corps: tx.state.corps.map((x) => (x.counter === c.counter ? { ...x, factors: {} as Factors, location: { kind: 'offMap' as const } } : x)) });
  }
  emit(tx, { type: 'peaceTermApplied', loser, victor, term, detail: `${corps.length} corps removed`, rule: '4.4' });
}

/** Picks `n` of `list` at random, one die per pick (the victor's random choice, B.1 / C.1). */
function pickRandom<T>(tx: Tx, list: readonly T[], n: number, rule: string, purpose: string): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(pool.length === 1 ? 0 : roll(tx, rule, purpose, pool.length) - 1, 1)[0]!);
  return out;
}

/** Applies one term of a formal peace (4.4 Victory Conditions Chart). */
export function applyTerm(tx: Tx, loser: MajorPower, victor: MajorPower, value: string, allVictorTerms: readonly string[][]): void {
  const id = termId(value);
  const param = value.slice(id.length + 1);
  const say = (detail: string) => emit(tx, { type: 'peaceTermApplied', loser, victor, term: id, detail, rule: '4.4' });
  const homeCorps = () => tx.state.corps.filter((c) => c.nationality === loser && c.location.kind !== 'offMap' && c.type !== 'guard');
  const tax = printedHomeTax(tx.state, loser);
  switch (id) {
    case 'B.1': {
      const list = homeCorps();
      return removeCorps(tx, victor, pickRandom(tx, list, Math.min(3, Math.ceil(list.length / 2)), '4.4', 'B.1 corps removed'), 'B.1', loser);
    }
    case 'C.1': {
      if (param === 'b') return removeCorps(tx, victor, tx.state.corps.filter((c) => c.nationality === loser && c.type === 'guard' && c.location.kind !== 'offMap'), 'C.1', loser);
      if (param === 'c') {
        const fleets = pickRandom(tx, tx.state.fleets.filter((f) => f.nationality === loser), 2, '4.4', 'C.1 fleets removed');
        // C.1 the fleets leave the map with their ships, cargo and Nelson's command logged (6.3.6 / 10.6.2 as a fleet removed)
        for (const f of fleets) removeFleet(tx, f.id, 'destroyed', '4.4');
        return say(`fleets removed: ${fleets.map((f) => f.name).join(', ') || 'none'}`);
      }
      const list = homeCorps();
      return removeCorps(tx, victor, pickRandom(tx, list, Math.max(0, Math.min(5, list.length - 2)), '4.4', 'C.1 corps removed'), 'C.1', loser);
    }
    case 'B.2':
    case 'C.2':
      // the loser's longer truce: 24 or 36 months in all
      addEnforcedPeace(tx, loser, victor, addMonths(tx.state.date, id === 'B.2' ? 23 : 35), 'treaty', loser, '4.4.6.3');
      return say(`${POWER_NAMES[loser]} may not declare war on ${POWER_NAMES[victor]} for ${id === 'B.2' ? 24 : 36} months`);
    case 'B.3':
    case 'C.3': {
      const two = param === '2';
      const share = id === 'B.3' ? (two ? 1 / 3 : 1 / 2) : two ? 1 / 2 : 1;
      const amount = Math.ceil(tax * share);
      const instalments = (two ? [0, 1] : [0]).map((i) => ({ due: nextEconomic(tx.state.date, i), amount, kind: 'money' as const }));
      updatePolitical(tx, (p) => ({ debts: [...p.debts, { debtor: loser, creditor: victor, source: id, instalments }] }));
      owe(tx, loser, victor, id, amount, instalments.length);
      return say(`formal debt: ${instalments.map((i) => `$${i.amount}`).join(' + ')} (printed home tax ${tax})`);
    }
    case 'C.7': {
      // opt:4.4 (v2.71 amendment of the Victory Conditions Chart) C.7 takes the loser's colonial trade, not only its American trade
      const instalments = [0, 1, 2, 3].map((i) => ({ due: nextEconomic(tx.state.date, i), amount: 0, kind: 'colonialTrade' as const }));
      updatePolitical(tx, (p) => ({ debts: [...p.debts, { debtor: loser, creditor: victor, source: 'C.7', instalments }] }));
      owe(tx, loser, victor, 'C.7', null, instalments.length);
      return say('formal debt: its colonial trade money in each of the next four Economic Phases');
    }
    case 'B.4': {
      // B.4 the borrower runs the corps for twelve months (steps/political/lent.ts, lent branch)
      const c = tx.state.corps.find((x) => x.counter === param);
      if (c) lendCorps(tx, c, loser, victor);
      return say('a corps on loan for 12 months');
    }
    case 'B.5': {
      const pair = powerPair(loser, victor);
      patch(tx, { relations: { ...tx.state.relations, alliances: [...tx.state.relations.alliances, pair] } });
      updatePolitical(tx, (p) => ({ royalMarriages: [...p.royalMarriages, { powers: pair, since: tx.state.date, allianceUntil: addMonths(tx.state.date, 23) }] }));
      emit(tx, { type: 'allianceMade', powers: pair, via: 'royalMarriage', rule: '4.4.9' });
      return say('royal marriage: allied at once, no points');
    }
    case 'B.6': {
      const other = param as MajorPower;
      const until = addMonths(tx.state.date, 17);
      updatePolitical(tx, (p) => ({ tradeRestrictions: [...p.tradeRestrictions, { restricted: loser, with: other, imposedBy: victor, until }] }));
      closeTrade(tx, loser, other, victor, until);
      return say(`${POWER_NAMES[loser]} may not trade with ${POWER_NAMES[other]}`);
    }
    case 'B.7':
    case 'C.4': {
      if (param.startsWith('minor:')) return cedeMinor(tx, loser, victor, param.slice(6) as MinorId, id);
      const province = (param.startsWith('province:') ? param.slice(9) : param) as ProvinceId;
      cedeProvince(tx, loser, victor, province, id);
      return;
    }
    case 'C.5': {
      const entry = { grantor: loser, grantee: victor, kind: 'unconditional' as const, since: tx.state.date };
      patch(tx, { relations: { ...tx.state.relations, access: [...(tx.state.relations.access ?? []), entry] } });
      emit(tx, { type: 'accessChanged', grantor: loser, grantee: victor, granted: true, kind: 'unconditional', conditions: '', rule: '10.3.1.2.3' });
      return say('unconditional access');
    }
    case 'C.6': {
      // 4.4.5.3 every victor must choose the same leader for it to take effect
      const everyone = allVictorTerms.every((ts) => ts.includes(value));
      if (!everyone) return say('not in effect: not every victor chose it');
      const leader = tx.state.leaders.find((l) => l.id === (param as LeaderId));
      patch(tx, { leaders: tx.state.leaders.map((l) => (l.id === param ? { ...l, location: { kind: 'killed' as const } } : l)) });
      updatePolitical(tx, (p) => ({ removedLeaders: [...p.removedLeaders, param as LeaderId] }));
      return say(`${leader?.name ?? param} removed from the game`);
    }
    case 'C.8':
      updatePolitical(tx, () => ({ holyRomanEmpireDissolved: true }));
      return say('the Holy Roman Empire is dissolved');
    case 'C.9':
      updatePolitical(tx, () => ({ holyRomanEmpireDissolved: false }));
      return say('the Holy Roman Empire is restored');
    default:
      return say('in force (no effect to apply)');
  }
}

/** B.7 a minor country changes hands; a free state's new owner chooses to keep or conquer it (4.4.6.4). */
function cedeMinor(tx: Tx, loser: MajorPower, victor: MajorPower, minor: MinorId, term: string): void {
  const m = tx.state.minors.find((x) => x.id === minor);
  if (!m) return;
  combinationsAfterCession(tx, 'minor', minor, loser, victor); // section 11: 11.1.4 / 11.4.4 whole, 11.2.4 … 11.6.4 part by part
  patch(tx, { minors: tx.state.minors.map((x) => (x.id === minor ? { ...x, controller: victor } : x)) });
  emit(tx, { type: 'minorControlChanged', minor, from: loser, to: victor, status: m.status, rule: term, reason: `ceded by peace term ${term}` });
  followPrimary(tx, minor, loser, m.status); // 10.4.3 / 11.7 the districts held with it go too, Sicily with Naples (hook of the comb branch)
  freeStateGarrisonsHome(tx, minor); // 12.3.8 (option) its garrisons abroad go home (camp)
  offerNewAccess(tx, { minor, name: m.name }, loser, victor);
}

/** B.7 / C.4 a home province ceded; 4.4.8 the capital's province ends the loser's game. */
function cedeProvince(tx: Tx, loser: MajorPower, victor: MajorPower, province: ProvinceId, term: string): void {
  const capital = homeProvinces(loser).find((p) => p.id === province)?.capital ?? false;
  combinationsAfterCession(tx, 'province', province, loser, victor); // 11.2.4 / 11.3.4 / 11.5.4 a combination's province ceded apart
  holdProvince(tx, province, loser, victor);
  emit(tx, { type: 'peaceTermApplied', loser, victor, term, detail: `${provinceName(province)} ceded`, rule: '10.2.2' });
  offerNewAccess(tx, { province, name: provinceName(province) }, loser, victor);
  if (capital && heldHomeProvinces(tx.state, loser).every((p) => p.capital === false || p.id === province)) finalPeace(tx, loser);
}

/** 4.4.8 a final peace: the power leaves the game and its home-nation forces leave the map. */
export function finalPeace(tx: Tx, power: MajorPower): void {
  removeForces(tx, power, '4.4.8', 'final peace');
  patch(tx, {
    depots: tx.state.depots.filter((d) => d.owner !== power),
    relations: {
      ...tx.state.relations,
      wars: tx.state.relations.wars.filter((w) => !w.includes(power)),
      alliances: tx.state.relations.alliances.filter((w) => !w.includes(power)),
    },
  });
  updatePolitical(tx, (p) => ({ outOfGame: [...p.outOfGame, power] }));
  emit(tx, { type: 'powerOutOfGame', power, rule: '4.4.8' });
}

/** Name of a minor for labels. */
export const minorName = (state: GameState, id: string): string => state.minors.find((m) => m.id === id)?.name ?? id;
