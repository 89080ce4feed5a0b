import { useSyncExternalStore } from 'react';

/** Issue 15: which chart the Rules panel shows on its Charts tab. */
export const CHART_TABS = ['combat', 'ops', 'terrain', 'pursuit', 'siege', 'forage'] as const;
export type ChartTab = (typeof CHART_TABS)[number];

/** The Rules panel's state: open or not, the rule shown, the tab. UI only, never game state. */
export interface RulesPanelState {
  readonly open: boolean;
  readonly tab: 'rule' | 'charts';
  readonly rule: string | null;
  readonly chart: ChartTab;
  /** Rules shown before, for the Back button. */
  readonly history: readonly string[];
}

let state: RulesPanelState = { open: false, tab: 'rule', rule: null, chart: 'ops', history: [] };
const listeners = new Set<() => void>();
const set = (next: Partial<RulesPanelState>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

/** Open the panel at a rule (a rule badge clicked, a link in the panel). */
export function openRule(id: string): void {
  const history = state.open && state.tab === 'rule' && state.rule && state.rule !== id ? [...state.history, state.rule].slice(-20) : state.history;
  set({ open: true, tab: 'rule', rule: id, history });
}

/** Back to the rule shown before. */
export function ruleBack(): void {
  const prev = state.history[state.history.length - 1];
  if (prev) set({ rule: prev, history: state.history.slice(0, -1) });
}

/** Open the panel at a chart. */
export function openChart(chart: ChartTab): void {
  set({ open: true, tab: 'charts', chart });
}

export function showRulesTab(tab: RulesPanelState['tab']): void {
  set({ tab });
}

/** Key `R`: open the panel (at the current step's rule when none is shown yet) or close it. */
export function toggleRules(fallbackRule?: string): void {
  if (state.open) set({ open: false });
  else set({ open: true, rule: state.rule ?? fallbackRule ?? null });
}

export function closeRules(): void {
  set({ open: false, history: [] });
}

/** For tests: back to closed. */
export function resetRulesPanel(): void {
  state = { open: false, tab: 'rule', rule: null, chart: 'ops', history: [] };
  for (const l of listeners) l();
}

export function rulesPanelState(): RulesPanelState {
  return state;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useRulesPanel(): RulesPanelState {
  return useSyncExternalStore(subscribe, rulesPanelState, rulesPanelState);
}
