export { PoliticalPanel, StatusChart } from './PoliticalPanel';
export { DiplomacyDialog } from './DiplomacyDialog';
export { boardLines, statusPaths, statusRows } from './politicalModel';
