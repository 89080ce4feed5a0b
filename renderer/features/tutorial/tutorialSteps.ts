import type { PowerView } from '../../../shared/model/view';

/**
 * Issue 15: the guided first game. The 1805 introductory scenario (13.2) explains each step the
 * first time it comes, in our own words, pointing at the part of the screen to use. Keyed by a
 * decision kind (the most specific) or a step id; "start" greets the first seat.
 */
export type TutorialTarget = 'map' | 'panel' | 'tracker' | 'odds' | 'tabs';

export interface TutorialStep {
  readonly key: string;
  readonly title: string;
  readonly text: string;
  readonly target: TutorialTarget;
  readonly rule: string;
}

/** The scenario the tutorial guides (13.2, Ulm and Austerlitz, 1805). */
export const TUTORIAL_SCENARIO = 'ulm-austerlitz-1805';

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    key: 'start',
    title: 'Welcome to 1805',
    text: 'France against Austria and Russia, one month at a time. The tracker at the top of this panel says the date, the phase and the step, and whose turn it is. Each step ends when every power has answered the decisions in the panel. Press R at any time for the rules, C for the charts; click any rule number to read it.',
    target: 'tracker',
    rule: '13.2',
  },
  {
    key: 'reinforcement/army',
    title: 'Army reinforcements',
    text: 'New factors arrive in your home cities and go into corps standing there, or start new corps. The panel lists each placement as an order; pick an area on the map to narrow the list to it. End the step when you are done.',
    target: 'panel',
    rule: '5.2',
  },
  {
    key: 'land/depots',
    title: 'Depots',
    text: 'Depots feed corps that do not forage. You may place one in your own city areas or within reach of a supply chain, and remove old ones. Switch the map to supply mode to see how far your depots reach.',
    target: 'map',
    rule: '7.2',
  },
  {
    key: 'land/movement',
    title: 'Moving your corps',
    text: 'Each power moves in turn. Click a corps on the map or pick its order here: clear and forest areas cost 1 point, marsh and mountain 2, and a corps stops when it enters an area held by the enemy, which starts a battle later in the turn. Force marching adds points but costs a forage roll.',
    target: 'map',
    rule: '7.3',
  },
  {
    key: 'land/supply',
    title: 'Supply',
    text: 'Every corps either draws on a depot (which costs money) or forages off the land. Some must forage (they force marched, or no depot reaches them); the prompt names them. Tick the corps that forage and press the button.',
    target: 'panel',
    rule: '7.4',
  },
  {
    key: 'land/forageLosses',
    title: 'Forage losses',
    text: 'A foraging corps rolls a die against the forage value of the poorest area it entered: each point above it costs a factor. The Forage chart (C) lists the modifiers.',
    target: 'panel',
    rule: '7.4.1',
  },
  {
    key: 'land/fieldCombat',
    title: 'Field combat',
    text: 'Where enemy corps share an area they fight. The combat sheet opens over the map: both forces, their leaders and morale, then each round as it is fought.',
    target: 'map',
    rule: '7.5.2',
  },
  {
    key: 'land/combatChit',
    title: 'Choosing a chit',
    text: 'Both commanders choose a tactic in secret. The table beside the choice gives, for each of your chits against each of theirs, the chance to win or lose the whole first day and the losses to expect; a flag marks pairings that take your commander’s edge away. The last column is the mean and the worst case.',
    target: 'odds',
    rule: '7.5.2.1',
  },
  {
    key: 'land/combatLosses',
    title: 'Taking losses',
    text: 'The round has been fired: say which factors your force loses. The battle is known to both sides now, so this is decided at the table without passing the laptop.',
    target: 'panel',
    rule: '7.5.2.9.2',
  },
  {
    key: 'land/combatReinforce',
    title: 'Reinforcing a battle',
    text: 'Corps in neighbouring areas may try to march to the sound of the guns; each attempt is a roll against the leader’s strategic rating.',
    target: 'panel',
    rule: '7.5.2.11',
  },
  {
    key: 'land/combatEndOfDay',
    title: 'End of the day',
    text: 'Three rounds and no decision: each side says in secret whether it fights on tomorrow or withdraws.',
    target: 'panel',
    rule: '7.5.2.13',
  },
  {
    key: 'land/combatRetreat',
    title: 'Retreat',
    text: 'The beaten force must leave the area. Pick the route; the map shows where it leads.',
    target: 'map',
    rule: '7.5.2.10.3',
  },
  {
    key: 'land/siegeCombat',
    title: 'Sieges',
    text: 'Corps outside an enemy city may besiege it: each month a die minus the city’s fleches may breach the walls. The Siege chart (C) has the table.',
    target: 'panel',
    rule: '7.5.4',
  },
];

const BY_KEY = new Map(TUTORIAL_STEPS.map((s) => [s.key, s]));

/** The explanation due now for this view: the first not yet seen among its decision, its step and the welcome. */
export function tutorialStepFor(view: PowerView, seen: ReadonlySet<string>): TutorialStep | null {
  const keys = [...view.decisions.map((d) => d.kind as string), view.cursor.step as string, 'start'];
  // the welcome first of all
  if (!seen.has('start')) return BY_KEY.get('start')!;
  for (const k of keys) {
    const s = BY_KEY.get(k);
    if (s && !seen.has(k)) return s;
  }
  return null;
}
