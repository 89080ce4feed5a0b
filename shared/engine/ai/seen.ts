// Issue 21 The game as one power may know it (2.4.2), the only state the AI reads: the same
// secrets viewFor keeps from a seat, cut out of a GameState so the AI can reason with the
// engine's own functions. Other powers' unrevealed corps keep only their public face (counter,
// nationality, type, movement, place) with a standard guess for strength; their money, manpower,
// treasury and manipulation markers are zeroed; the dice seed is replaced (no foreseeing rolls);
// others' secret answers and pending questions, and the log, are gone.
import { controllerOf, EMPTY_LOG, operatorOf } from '../../model';
import type { Corps, DiceState, GameState, MajorPower } from '../../model';

/** Strength assumed for a corps whose identity is hidden (the procedures' guess, auto.ts). */
export const UNSEEN_FACTORS = 10;

const ZEROS = '0'.repeat(64);

function blindDice(d: DiceState): DiceState {
  if (d.kind === 'chacha20') return { ...d, seed: ZEROS, salt: ZEROS.slice(0, 32), forced: [] };
  return { ...d, seed: 0, s: [1, 2, 3, 4], handles: [1, 2, 3, 4], forced: [] };
}

/** `power`'s knowledge of another power's corps: its public face and a guessed strength. */
function faceOf(c: Corps): Corps {
  return { ...c, id: c.counter as unknown as Corps['id'], name: 'an unknown corps', factors: { infantry: UNSEEN_FACTORS } };
}

/** The state `power` may know: see the file comment. Pure; `state` is not changed. */
export function seenBy(state: GameState, power: MajorPower): GameState {
  const known = (c: Corps) => controllerOf(state, c.nationality) === power || operatorOf(state, c) === power || c.revealedTo.includes(power); // B.4 the borrower knows it
  const powers = Object.fromEntries(
    Object.entries(state.powers).map(([p, s]) => [p, p === power || state.options.openTreasuries ? s : { ...s, money: 0, manpower: 0 }]),
  ) as unknown as GameState['powers'];
  const economy = state.economy && {
    ...state.economy,
    treasury: state.economy.treasury.filter((t) => t.power === power),
    manipulation: state.economy.manipulation[power] !== undefined ? { [power]: state.economy.manipulation[power] } : {},
  };
  return {
    ...state,
    corps: state.corps.map((c) => (known(c) ? c : faceOf(c))),
    powers,
    ...(economy ? { economy } : {}),
    dice: blindDice(state.dice),
    groups: state.groups.map((g) => ({ ...g, answers: g.answers[power] !== undefined ? { [power]: g.answers[power] } : {} })),
    pending: state.pending.filter((d) => d.power === power),
    log: EMPTY_LOG,
  };
}
