export { EconomyPanel } from './EconomyPanel';
export { PurchasePanel } from './PurchasePanel';
export { EconomyCharts } from './EconomyCharts';
export * from './economyModel';
