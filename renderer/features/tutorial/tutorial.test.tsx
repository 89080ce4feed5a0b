import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PowerView } from '../../../shared/model/view';
import { TutorialCoach } from './TutorialCoach';
import { markTutorialSeen, setTutorialOn, tutorialOn, tutorialSeen } from './tutorialSettings';
import { TUTORIAL_SCENARIO, TUTORIAL_STEPS, tutorialStepFor } from './tutorialSteps';

/** A small localStorage for node. */
class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

const view = (scenario: string, step: string, kinds: string[] = []): PowerView =>
  ({ scenario: { id: scenario }, cursor: { phase: 'land', step }, decisions: kinds.map((kind) => ({ kind })) }) as unknown as PowerView;

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('issue 15: the guided first game (13.2)', () => {
  it('greets first, then explains each step the first time it comes, the decision before its step', () => {
    const at = view(TUTORIAL_SCENARIO, 'land/fieldCombat', ['land/combatChit']);
    expect(tutorialStepFor(at, new Set())?.key).toBe('start');
    expect(tutorialStepFor(at, new Set(['start']))?.key).toBe('land/combatChit');
    expect(tutorialStepFor(at, new Set(['start', 'land/combatChit']))?.key).toBe('land/fieldCombat');
    expect(tutorialStepFor(at, new Set(['start', 'land/combatChit', 'land/fieldCombat']))).toBeNull();
  });

  it('every explanation cites a rule and points at the map, the panel, the tracker or the odds', () => {
    for (const s of TUTORIAL_STEPS) {
      expect(s.rule).toMatch(/^\d+(\.\d+)*$/);
      expect(['map', 'panel', 'tracker', 'odds', 'tabs']).toContain(s.target);
      // our words, no internal ids
      expect(s.text).not.toMatch(/\b[a-z]+\/[a-zA-Z]+\b/);
    }
  });

  it('shown in the 1805 scenario only, marked seen with Got it, and switched off for good', () => {
    // off until ticked on New game
    expect(tutorialOn()).toBe(false);
    expect(renderToStaticMarkup(<TutorialCoach view={view(TUTORIAL_SCENARIO, 'land/movement')} />)).toBe('');
    setTutorialOn(true);
    const html = renderToStaticMarkup(<TutorialCoach view={view(TUTORIAL_SCENARIO, 'land/movement')} />);
    expect(html).toContain('data-step="start"');
    expect(html).toContain('Turn the tutorial off');
    expect(renderToStaticMarkup(<TutorialCoach view={view('wagram-1809', 'land/movement')} />)).toBe('');
    markTutorialSeen('start');
    expect(tutorialSeen().has('start')).toBe(true);
    const next = renderToStaticMarkup(<TutorialCoach view={view(TUTORIAL_SCENARIO, 'land/movement')} />);
    expect(next).toContain('data-step="land/movement"');
    expect(next).toContain('tutorial-at-map');
    setTutorialOn(false);
    expect(renderToStaticMarkup(<TutorialCoach view={view(TUTORIAL_SCENARIO, 'land/movement')} />)).toBe('');
    // switched on again: explained from the start
    setTutorialOn(true);
    expect(tutorialSeen().size).toBe(0);
  });
});
