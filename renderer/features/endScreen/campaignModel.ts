// 8.1.3.2 The end of a campaign in words and numbers, from what the host sent: the outcome it
// judged (economy.outcome), the final count per power (campaignEnd) and the history of victory
// points after each Victory Points Step. Nothing is judged here.
import type { PowerView } from '../../../shared/model/view';
import type { MajorPower } from '../../../shared/model/powers';
import { dateText, listText, POWER_NAME } from '../game/names';

export interface FinalRow {
  power: MajorPower;
  name: string;
  /** Who played it: a player's name, or "uncontrolled" (14.3). */
  playedBy: string;
  victoryPoints: number;
  extra: number;
  extraLabel: string;
  extraRule: string;
  total: number;
  level: number;
  bid: number;
  reached: boolean;
  winner: boolean;
}

export interface VpSeries {
  power: MajorPower;
  name: string;
  points: { label: string; value: number }[];
}

export interface CampaignEndSummary {
  headline: string;
  how: string;
  rows: FinalRow[];
  series: VpSeries[];
}

/** A player's label: his name at this table if known, else his powers ("France and Spain"). */
function playerLabel(group: readonly MajorPower[], names: Partial<Record<MajorPower, string>>): string {
  const powers = listText(group.map((p) => POWER_NAME[p]));
  const name = names[group[0]!];
  return name && name !== POWER_NAME[group[0]!] ? `${name} (${powers})` : powers;
}

/** Null unless the view is a finished campaign's. */
export function campaignEndSummary(view: PowerView, names: Partial<Record<MajorPower, string>> = {}): CampaignEndSummary | null {
  const end = view.campaignEnd;
  if (!view.over || !end) return null;
  const outcome = view.economy?.outcome ?? null;
  const winners = new Set(outcome?.winners ?? []);
  const groupOf = (p: MajorPower) => end.players.find((g) => g.includes(p)) ?? [p];
  const rows: FinalRow[] = end.powers.map((r) => {
    const total = r.victoryPoints + r.extra;
    return {
      power: r.power,
      name: POWER_NAME[r.power],
      playedBy: end.umps.includes(r.power) ? 'uncontrolled (14.3)' : playerLabel(groupOf(r.power), names),
      victoryPoints: r.victoryPoints,
      extra: r.extra,
      extraLabel: r.extraLabel,
      extraRule: r.extraRule,
      total,
      level: r.level,
      bid: r.bid,
      reached: total >= r.level,
      winner: winners.has(r.power),
    };
  });
  let headline = 'The campaign is over';
  if (outcome?.draw) headline = 'The campaign is a draw';
  else if (outcome && outcome.winners.length > 0) {
    // 14.2.2 a player with two powers wins with both: name the player once
    const groups: MajorPower[][] = [];
    for (const p of outcome.winners) {
      const g = [...groupOf(p)];
      if (!groups.some((x) => x.includes(p))) groups.push(g);
    }
    const who = listText(groups.map((g) => playerLabel(g, names)));
    headline = `${who} ${groups.length === 1 ? 'wins' : 'win'} the campaign`;
  }
  const history = view.economy?.history ?? [];
  const series: VpSeries[] = end.powers.map((r) => ({
    power: r.power,
    name: POWER_NAME[r.power],
    points: history.flatMap((h) => (h.victoryPoints[r.power] === undefined ? [] : [{ label: dateText(h.date), value: h.victoryPoints[r.power]! }])),
  }));
  return { headline, how: outcome ? `${outcome.how}.` : view.over.reason, rows, series };
}
