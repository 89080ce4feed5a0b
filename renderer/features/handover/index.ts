export { Curtain } from './Curtain';
export { TableBanner } from './TableBanner';
export { nextDecider, handoverStep, openAtTable, peopleAt, setPassword, hasPassword, passwordMatches, clearPasswords, type HandoverStep } from './handover';
export { tableLabeller } from './tableLabel';
