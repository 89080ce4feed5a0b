export { NavalMapLayer } from './NavalMapLayer';
export { NavalBattleScreen, NavalBattleSheet, navalBattleToShow } from './NavalBattleSheet';
export { fleetMarks, fleetPlace, navalMovement, navalTargets, placePoint, pointedOrder, type FleetMark, type NavalTarget } from './navalMap';
export { navalEventText, battleSentence, NAVAL_KIND_TEXT } from './navalText';
