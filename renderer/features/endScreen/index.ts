export { EndScreen } from './EndScreen';
export { CityList, ConditionList } from './ConditionList';
export { cityLines, conditionLines, endSummary, monthlyHeld } from './victoryModel';
