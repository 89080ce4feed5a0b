// The relation helpers live in the model so that rules (which may not import the engine) share them.
export { atWar, allied, controllerOf, movesWith, powerPair, powersInPlay, underEnforcedPeace } from '../model/relations';
