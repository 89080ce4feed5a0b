/**
 * 4.4 Peace: who may sue whom, what a victor may offer, and which terms of the Victory
 * Conditions Chart each side may choose, each with its verdict (the peace dialog lists them).
 * Term values carry their parameter: "B.3:1" (one payment) / "B.3:2" (two), "B.4:<counter>",
 * "B.6:<power>", "B.7:minor:<id>" / "B.7:province:<id>", "C.1:a|b|c", "C.3:1|2",
 * "C.4:<province>", "C.6:<leader>"; "done" ends a victor's choosing.
 */
import { FACTOR_TYPES, LEGAL, POWER_NAMES, allied, illegal, totalFactors } from '../../model';
import type { DecisionOption, FactorType, Factors, GameState, LandMap, MajorPower, Treaty, Verdict } from '../../model';
import { charts } from '../../data/charts';
import { enemiesOf, forcesInHomeNation, outOfGame } from './facts';
import { heldHomeProvinces, lostHomeProvinces, provinceName } from './homeNation';
import { politicalState } from './state';

/** The term id of a value ("B.7:minor:x" → "B.7"). */
export const termId = (value: string): string => value.split(':')[0]!;

/** 4.4.2.1 / 4.4.1 the suing power's options: sue one enemy, sue all at once, or propose an informal peace. */
export function sueOptions(state: GameState, power: MajorPower, map?: LandMap): DecisionOption[] {
  const enemies = enemiesOf(state, power);
  const sue = enemies.map((e) => ({
    value: `sue:${e}`,
    label: `Sue ${POWER_NAMES[e]} for peace`,
    verdict:
      !map || forcesInHomeNation(state, map, e, power)
        ? LEGAL
        : illegal('cannotSue', '4.4.2.1', `${POWER_NAMES[e]} has no forces in your home nation: sue every enemy at once instead`),
  }));
  const all = enemies.length > 0 ? [{ value: 'sueAll', label: enemies.length > 1 ? 'Sue every enemy for peace at once' : `Sue ${POWER_NAMES[enemies[0]!]} for peace (your only enemy)`, verdict: LEGAL }] : [];
  const informal = enemies.map((e) => ({ value: `informal:${e}`, label: `Offer ${POWER_NAMES[e]} an informal peace (no terms, no points)`, verdict: LEGAL }));
  return [...sue, ...all, ...informal];
}

/** 4.4.2.2 what a victor may offer; 11.9.2.2 (option) Britain and France must demand an unconditional peace of each other. */
export function offerOptions(state: GameState, victor: MajorPower, loser: MajorPower): DecisionOption[] {
  const forced = state.options.rules.politicalRestrictionsOnPeace && ((victor === 'britain' && loser === 'france') || (victor === 'france' && loser === 'britain'));
  return [
    {
      value: 'conditional',
      label: 'Conditional peace: the loser picks one term from list A, you up to two from list B (+3 political points); it must accept',
      verdict: forced ? illegal('notApplicable', '11.9.2.2', 'Britain and France must demand an unconditional peace of each other') : LEGAL,
    },
    { value: 'unconditional', label: 'Unconditional peace: you pick up to three terms from lists B and C (+5 political points); the loser may refuse', verdict: LEGAL },
  ];
}

/** The most terms a victor picks (4.4.3 two from B; 4.4.4 three from B and C). */
export const maxTerms = (kind: 'conditional' | 'unconditional'): number => (kind === 'conditional' ? 2 : 3);

/** Terms counted against a victor's picks: C.4 extra provinces do not count again. */
function picks(treaty: Treaty): string[] {
  const seen = new Set<string>();
  return treaty.terms.filter((t) => termId(t).startsWith('A') === false).map(termId).filter((t) => (seen.has(t) ? false : (seen.add(t), true)));
}

/** What a term does, in a sentence for the dialog (the chart's summary). */
export function termSummary(id: string): string {
  return charts.peaceTerm(termId(id))?.summary ?? id;
}

/** B.4 a corps' strength for the victor's choice: "12 factors: 11 infantry, 1 cavalry". */
function strengthText(f: Factors): string {
  const parts = FACTOR_TYPES.flatMap((t) => ((f[t] ?? 0) > 0 ? [`${f[t]} ${FACTOR_WORDS[t]}`] : []));
  const total = totalFactors(f);
  return `${total} factor${total === 1 ? '' : 's'}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}
const FACTOR_WORDS: Record<FactorType, string> = {
  infantry: 'infantry', militia: 'militia', cavalry: 'cavalry', guard: 'guard', artillery: 'artillery', feudalInfantry: 'feudal infantry', feudalCavalry: 'feudal cavalry',
};

/** The parameterised values of one term for this loser. */
function termValues(state: GameState, id: string, treaty: Treaty, others: readonly Treaty[]): { value: string; label: string; verdict?: Verdict }[] {
  const loser = treaty.loser;
  const t = charts.peaceTerm(id)!;
  const base = `${id} ${t.title}`;
  const pol = politicalState(state);
  switch (id) {
    case 'B.3':
    case 'C.3':
      return [
        { value: `${id}:1`, label: `${base}: paid at the next Economic Phase` },
        { value: `${id}:2`, label: `${base}: paid over the next two Economic Phases` },
      ];
    case 'B.4': {
      // B.4 the victor chooses knowing what the corps is: each option gives its strength by type
      // (which counter it is stays hidden until the loan reveals it). The options are the victor's
      // decision alone (views show a power only its own decisions): no other seat learns them (2.4.2).
      const lendable = state.corps.filter((c) => c.nationality === loser && c.location.kind === 'area' && c.type !== 'guard');
      const at = (c: (typeof lendable)[number]) => (c.location.kind === 'area' ? c.location.area : '');
      return lendable.map((c) => {
        const here = lendable.filter((x) => at(x) === at(c) && x.type === c.type);
        const nth = here.length > 1 ? ` (${here.indexOf(c) + 1} of ${here.length} there)` : '';
        return { value: `B.4:${c.counter}`, label: `${base}: the ${c.type} corps at area ${at(c)}${nth}, ${strengthText(c.factors)}` };
      });
    }
    case 'B.6':
      return (['france', 'britain', 'spain', 'austria', 'prussia', 'russia', 'turkey'] as const)
        .filter((p) => p !== loser)
        .map((p) => ({ value: `B.6:${p}`, label: `${base}: no trade with ${POWER_NAMES[p]}` }));
    case 'B.7': {
      const minors = state.minors.filter((m) => m.controller === loser && m.status !== 'neutral').map((m) => ({ value: `B.7:minor:${m.id}`, label: `${base}: ${m.name}` }));
      const provinces = heldHomeProvinces(state, loser).map((p) => ({
        value: `B.7:province:${p.id}`,
        label: `${base}: the province of ${p.name}`,
        verdict: provinceVerdict(state, loser, p.id, treaty, others),
      }));
      return [...minors, ...provinces];
    }
    case 'C.1':
      return [
        { value: 'C.1:a', label: `${base} (a): remove up to five corps` },
        { value: 'C.1:b', label: `${base} (b): remove the guard or grenadier corps` },
        { value: 'C.1:c', label: `${base} (c): remove two fleets` },
      ];
    case 'C.4':
      return heldHomeProvinces(state, loser).map((p) => ({ value: `C.4:${p.id}`, label: `${base}: ${p.name}`, verdict: provinceVerdict(state, loser, p.id, treaty, others) }));
    case 'C.6':
      return state.leaders
        .filter((l) => l.owner === loser && l.location.kind !== 'killed' && !pol.removedLeaders.includes(l.id))
        .map((l) => ({ value: `C.6:${l.id}`, label: `${base}: ${l.name}` }));
    case 'C.8':
      return [{ value: 'C.8', label: base, verdict: loser !== 'austria' || pol.holyRomanEmpireDissolved ? illegal('notApplicable', '4.4', 'only against Austria while the Holy Roman Empire stands') : LEGAL }];
    case 'C.9':
      return [{ value: 'C.9', label: base, verdict: !pol.holyRomanEmpireDissolved || treaty.victor !== 'austria' ? illegal('notApplicable', '4.4', 'only Austria, once the Holy Roman Empire has been dissolved') : LEGAL }];
    case 'B.5':
      return [{ value: 'B.5', label: base, verdict: allied(state, loser, treaty.victor) ? illegal('alreadyAllied', '4.5.1', 'already allied') : LEGAL }];
    default:
      return [{ value: id, label: base }];
  }
}

/**
 * 4.4.8 / C.4 a home province may be ceded only while another is left before the capital's;
 * 11.9.1.1 (option) a home nation loses at most three provinces in all; 4.4.5.3 no province is
 * named twice, by this victor (C.4 may name up to three) or by another of the loser's victors.
 */
function provinceVerdict(state: GameState, loser: MajorPower, province: string, treaty: Treaty, others: readonly Treaty[]): Verdict {
  const held = heldHomeProvinces(state, loser);
  const p = held.find((x) => x.id === province);
  const named = [treaty, ...others].flatMap((t) => t.terms).filter((t) => t.startsWith('C.4:') || t.startsWith('B.7:province:'));
  if (named.some((t) => t.split(':').at(-1) === province))
    return illegal('termExcluded', '4.4.5.3', `${provinceName(province)} is already ceded by this peace`);
  const pending = named.length;
  if (p?.capital && held.filter((x) => !x.capital).length - pending > 0)
    return illegal('notApplicable', '4.4.8', `${provinceName(province)} holds the capital: other provinces must be ceded first`);
  // 11.9.1.1 only a power with a player: an uncontrolled major power (14.3) has none, as in 11.9.1.2
  // (read from the campaign record here: the campaign rules import this phase, so not through them)
  const ump = (state.campaign?.umps ?? []).some((u) => u.power === loser);
  if (state.options.rules.politicalRestrictionsOnPeace && !ump && lostHomeProvinces(state, loser) + pending >= 3)
    return illegal('notApplicable', '11.9.1.1', 'a home nation may lose no more than three provinces in all');
  return LEGAL;
}

/**
 * 4.4.3 / 4.4.4 / 4.4.5.3 the terms `treaty.victor` may choose now, each with its verdict: the
 * lists its kind of peace allows, no term twice among all of the loser's victors (C.6 excepted),
 * none excluded by one already chosen, none cancelled by the loser's list-A choice.
 */
export function victorTermOptions(state: GameState, treaty: Treaty, others: readonly Treaty[]): DecisionOption[] {
  const kind = treaty.kind ?? 'conditional';
  const lists = kind === 'conditional' ? ['B'] : ['B', 'C'];
  const chosenAll = [...treaty.terms, ...others.flatMap((o) => o.terms)].map(termId);
  const aChoice = treaty.terms.map(termId).find((t) => t.startsWith('A'));
  const cancels = aChoice ? (charts.peaceTerm(aChoice)?.cancels ?? []) : [];
  const full = picks(treaty).length >= maxTerms(kind);
  const out: DecisionOption[] = [{ value: 'done', label: 'No more terms', verdict: LEGAL }];
  const chart = charts.peaceTerm;
  for (const list of lists)
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const id = `${list}.${n}`;
      if (!chart(id)) continue;
      const extraC4 = id === 'C.4' && treaty.terms.some((t) => t.startsWith('C.4:'));
      let verdict: Verdict = LEGAL;
      // A.5 cancels B.7 only for home-nation provinces (the chart's "in part")
      const cancelled = cancels.includes(id) && !(id === 'B.7' && aChoice === 'A.5');
      if (cancelled) verdict = illegal('termCancelled', '4.4.3', `the loser chose ${aChoice}, which rules out ${id}`);
      else if (full && !extraC4) verdict = illegal('tooManyTerms', kind === 'conditional' ? '4.4.3' : '4.4.4', 'you have chosen all the terms you may');
      else if (extraC4 && treaty.terms.filter((t) => t.startsWith('C.4:')).length >= 3) verdict = illegal('tooManyTerms', '4.4', 'C.4 cedes at most three provinces');
      else if (!extraC4) {
        const conflicts = charts.peaceTermConflicts(id, chosenAll);
        if (conflicts.length > 0) verdict = illegal('termExcluded', '4.4.5.3', `${conflicts.join(', ')} already chosen rules out ${id}`);
      }
      for (const v of termValues(state, id, treaty, others)) {
        const homeProvince = v.value.startsWith('B.7:province:');
        const own = homeProvince && aChoice === 'A.5' ? illegal('termCancelled', '4.4.3', 'the loser chose A.5: no home province is ceded') : (v.verdict ?? LEGAL);
        out.push({ value: v.value, label: `${v.label} — ${termSummary(id)}`, verdict: verdict.ok ? own : verdict });
      }
    }
  return out;
}

/** 4.4.3 the loser's list-A choice for one conditional victor. */
export function loserTermOptions(): DecisionOption[] {
  return [1, 2, 3, 4, 5].map((n) => {
    const t = charts.peaceTerm(`A.${n}`)!;
    return { value: t.id, label: `${t.id} ${t.title} — ${t.summary}`, verdict: LEGAL };
  });
}

/** Whether a power may be a party to peace (not out of the game). */
export const mayMakePeace = (state: GameState, p: MajorPower): boolean => state.powers[p].inPlay && !outOfGame(state, p);
