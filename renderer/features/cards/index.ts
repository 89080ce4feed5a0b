export { StatusCard, NationalCards } from './Cards';
export { statusCard, nationalCard, factorsText } from './cardModels';
