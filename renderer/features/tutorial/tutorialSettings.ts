import { useSyncExternalStore } from 'react';

// Issue 15: the tutorial's switch and the steps already explained, kept in this browser's
// storage (per machine, not in saves): off until ticked on New game; a step explained once stays
// seen until the tutorial is switched on again.
const ON = 'eia.tutorial.on';
const SEEN = 'eia.tutorial.seen';

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** Whether the guided first game is on: ticked on New game for 1805, until switched off. */
export function tutorialOn(): boolean {
  return storage()?.getItem(ON) === 'on';
}

export function setTutorialOn(on: boolean): void {
  storage()?.setItem(ON, on ? 'on' : 'off');
  if (on) storage()?.removeItem(SEEN);
  notify();
}

let seenCache: { raw: string | null; set: ReadonlySet<string> } = { raw: null, set: new Set() };
export function tutorialSeen(): ReadonlySet<string> {
  const raw = storage()?.getItem(SEEN) ?? null;
  if (raw !== seenCache.raw) {
    let list: string[] = [];
    try {
      list = raw ? (JSON.parse(raw) as string[]) : [];
    } catch {
      list = [];
    }
    seenCache = { raw, set: new Set(list) };
  }
  return seenCache.set;
}

export function markTutorialSeen(key: string): void {
  storage()?.setItem(SEEN, JSON.stringify([...tutorialSeen(), key]));
  notify();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => `${tutorialOn() ? 1 : 0}|${storage()?.getItem(SEEN) ?? ''}`;

/** Re-renders when the switch or the seen steps change. */
export function useTutorialSettings(): { on: boolean; seen: ReadonlySet<string> } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { on: tutorialOn(), seen: tutorialSeen() };
}
