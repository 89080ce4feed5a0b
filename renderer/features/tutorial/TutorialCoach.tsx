import { useEffect } from 'react';
import type { PowerView } from '../../../shared/model/view';
import { openRule, useRulesPanel } from '../reference/rulesBus';
import { markTutorialSeen, setTutorialOn, useTutorialSettings } from './tutorialSettings';
import { TUTORIAL_SCENARIO, tutorialStepFor, type TutorialTarget } from './tutorialSteps';
import './tutorial.css';

/** Where each pointer points: the element highlighted while the explanation is shown. */
const TARGET_SELECTOR: Record<TutorialTarget, string> = {
  map: '.game-map',
  panel: '.game-side',
  tracker: '.tracker',
  odds: '[data-testid="odds-preview"]',
  tabs: '.game-tabs',
};
const ARROW: Record<TutorialTarget, string> = {
  map: '◀ on the map',
  panel: 'in the panel ▶',
  tracker: 'the tracker, top right ▶',
  odds: 'the odds table ▶',
  tabs: 'the panel tabs ▶',
};

/**
 * Issue 15: the guided first game (13.2, 1805): a card explaining the step or decision the first
 * time it comes, pointing at the map or the panel (that part is outlined), with "Got it", the
 * rule, and a switch to turn the tutorial off. Other scenarios: nothing.
 */
export function TutorialCoach({ view }: { view: PowerView }) {
  const { on, seen } = useTutorialSettings();
  // out of the way while the Rules panel is open
  const rules = useRulesPanel().open;
  const step = on && !rules && view.scenario.id === TUTORIAL_SCENARIO ? tutorialStepFor(view, seen) : null;
  useEffect(() => {
    if (!step) return;
    const el = document.querySelector(TARGET_SELECTOR[step.target]) ?? (step.target === 'odds' ? document.querySelector('.game-side') : null);
    el?.classList.add('tutorial-target');
    return () => el?.classList.remove('tutorial-target');
  }, [step]);
  if (!step) return null;
  return (
    <section className={`tutorial-card tutorial-at-${step.target}`} role="dialog" aria-label="Tutorial" data-testid="tutorial" data-step={step.key}>
      <p className="tutorial-arrow">{ARROW[step.target]}</p>
      <h3>{step.title}</h3>
      <p>{step.text}</p>
      <div className="tutorial-buttons">
        <button type="button" className="primary" onClick={() => markTutorialSeen(step.key)}>
          Got it
        </button>
        <button type="button" onClick={() => openRule(step.rule)}>
          Rule {step.rule}
        </button>
        <button type="button" onClick={() => setTutorialOn(false)}>
          Turn the tutorial off
        </button>
      </div>
    </section>
  );
}
