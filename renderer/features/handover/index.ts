export { Curtain } from './Curtain';
export { nextDecider, handoverStep, setPassword, hasPassword, passwordMatches, clearPasswords, type HandoverStep } from './handover';
