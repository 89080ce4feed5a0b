import type { ScenarioSummary } from '../../../shared/protocol';

/** Months from the first turn to the last, both played (a campaign's length in turns). */
export function campaignLength(start: { month: number; year: number }, end: { month: number; year: number }): number {
  return (end.year - start.year) * 12 + (end.month - start.month) + 1;
}

/** Issue 20: New game lists the campaign games (section 14) apart from the scenarios (13.0), campaigns first. */
export function splitScenarios(list: readonly ScenarioSummary[]): { kind: 'campaign' | 'scenario'; title: string; items: ScenarioSummary[] }[] {
  const campaigns = list.filter((s) => s.kind === 'campaign');
  const scenarios = list.filter((s) => s.kind !== 'campaign');
  return [
    ...(campaigns.length > 0 ? [{ kind: 'campaign' as const, title: 'Campaign games (section 14)', items: campaigns }] : []),
    ...(scenarios.length > 0 ? [{ kind: 'scenario' as const, title: 'Scenarios (13.0)', items: scenarios }] : []),
  ];
}
