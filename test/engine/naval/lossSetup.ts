// Fixtures for the owners' loss choices (6.3.3.2, 12.2.5): the 6.3.3.4 example stopped where the owners are asked.
import type { GameState } from '../../../shared/model';
import { applyCommand, commandFor } from '../../../shared/engine';
import { sailIntoTheChannel } from './example6334';
import { forceDice, mapData } from './navalSetup';

export { answer, customNaval, reachStep, startNaval } from './navalSetup';
export { forceDice };

/** 6.3.3.4 Britain attacks with the example's dice and France stands: the owners' loss decisions are open. */
export function sailIntoTheChannelForChoices(): GameState {
  let s = sailIntoTheChannel();
  const attack = s.pending.find((d) => d.kind === 'naval/combat' && d.power === 'britain')!;
  let r = applyCommand(s, commandFor(attack, 'attack:sea:735:france'), mapData());
  if (!r.ok) throw new Error(r.error.message);
  s = forceDice(r.state, [2, 5, 5, 2]);
  const evade = s.pending.find((d) => d.kind === 'naval/evade')!;
  r = applyCommand(s, commandFor(evade, 'stand'), mapData());
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
