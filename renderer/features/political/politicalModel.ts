// What the political panel shows, computed from the view only (the renderer decides no rule:
// the track, enforced peace dates, debts and access all come from the host's view).
import type { PowerView } from '../../../shared/model/view';
import type { MajorPower } from '../../../shared/model/powers';
import type { GameDate } from '../../../shared/model/calendar';
import { charts } from '../../../shared/data/charts';
import { titleCase } from '../../../shared/model/naming';
import { POWER_NAME, POWER_ORDER, dateText } from '../game/names';

export interface StatusRow {
  power: MajorPower;
  name: string;
  zone: string;
  box: number;
  vp: number;
  position: number;
}

/** 10.5 each power's marker on the display. */
export function statusRows(view: PowerView): StatusRow[] {
  const track = charts.statusTrack();
  return POWER_ORDER.filter((p) => view.powers[p]?.inPlay).map((p) => {
    const position = view.political?.status[p] ?? track.length - 8;
    const b = track[Math.max(0, Math.min(track.length - 1, position))]!;
    return { power: p, name: POWER_NAME[p], zone: b.zone, box: b.number, vp: b.vp, position };
  });
}

/** 10.5 the marker's path: one point per recorded month. */
export function statusPaths(view: PowerView): { power: MajorPower; points: { date: GameDate; position: number }[] }[] {
  const history = view.political?.statusHistory ?? [];
  return POWER_ORDER.filter((p) => view.powers[p]?.inPlay).map((p) => ({ power: p, points: history.map((h) => ({ date: h.date, position: h.positions[p] })) }));
}

export interface BoardLine {
  kind: 'war' | 'alliance' | 'peace' | 'access' | 'debt' | 'trade' | 'minorWar' | 'marriage' | 'ceded' | 'neutralKingdom';
  text: string;
}

/** The diplomacy board: wars, alliances, enforced peace dates, access, formal debts, trade restrictions. */
export function boardLines(view: PowerView): BoardLine[] {
  const n = (p: MajorPower) => POWER_NAME[p];
  const r = view.relations;
  const pol = view.political;
  const lines: BoardLine[] = [
    ...r.wars.map(([a, b]) => ({ kind: 'war' as const, text: `${n(a)} at war with ${n(b)}` })),
    ...(pol?.minorWars ?? []).map((w) => ({ kind: 'minorWar' as const, text: `${n(w.power)} at war with ${view.minors.find((m) => m.id === w.minor)?.name ?? w.minor}` })),
    ...r.alliances.map(([a, b]) => ({ kind: 'alliance' as const, text: `${n(a)} allied with ${n(b)}` })),
    ...(pol?.royalMarriages ?? []).map((m) => ({ kind: 'marriage' as const, text: `Royal marriage: ${n(m.powers[0])} and ${n(m.powers[1])}` })),
    ...r.enforcedPeace
      .filter((e) => e.until.year * 12 + e.until.month >= view.date.year * 12 + view.date.month)
      .map((e) => ({ kind: 'peace' as const, text: `${e.bars ? `${n(e.bars)} may not attack ${n(e.powers[0] === e.bars ? e.powers[1] : e.powers[0])}` : `No war between ${n(e.powers[0])} and ${n(e.powers[1])}`} through ${dateText(e.until)}` })),
    ...(r.access ?? []).map((a) =>
      a.withdrawn // 10.3.1.2.1 withdrawn: only the corps that used it keep it (general branch)
        ? { kind: 'access' as const, text: `${n(a.grantor)} withdrew ${n(a.grantee)}'s access in ${dateText(a.withdrawn)}: ${a.used?.length ?? 0} corps that used it keep their way (10.3.1.2.1.1-2)` }
        : { kind: 'access' as const, text: `${n(a.grantee)} has ${a.kind ?? 'voluntary'} access to ${n(a.grantor)}${a.conditions ? ` (${a.conditions})` : ''}${a.until ? ` until ${dateText(a.until)}` : ''}` }),
    ...(pol?.debts ?? []).map((d) => ({
      kind: 'debt' as const,
      text: `${n(d.debtor)} owes ${n(d.creditor)} (${d.source}): ${d.instalments.map((i) => (i.kind === 'money' ? `$${i.amount}` : 'colonial trade') + ` in ${dateText(i.due)}`).join(', ')}`,
    })),
    ...(pol?.tradeRestrictions ?? []).map((t) => ({ kind: 'trade' as const, text: `${n(t.restricted)} may not trade with ${n(t.with)} through ${dateText(t.until)}` })),
    ...(view.ceded ?? []).map((c) => ({ kind: 'ceded' as const, text: `${titleCase(c.province)} of ${n(c.home)} held by ${n(c.holder)}` })),
    // 11.1.3.2 / 11.4.3.3 a kingdom kept on the map as one neutral minor
    ...(view.neutralKingdoms ?? []).map((k) => ({
      kind: 'neutralKingdom' as const,
      text: `${k.name.charAt(0).toUpperCase()}${k.name.slice(1)} is neutral, kept as one minor country: ${[...k.minors, ...k.provinces.map((p) => p.province)].map(titleCase).join(', ')}`,
    })),
  ];
  return lines;
}
