export { StatusCard, NationalCards } from './Cards';
export { statusCard, nationalCard, factorsText, PLAIN_NAMES, type PlaceNames } from './cardModels';
