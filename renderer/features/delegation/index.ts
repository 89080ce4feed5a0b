export { DelegationPanel } from './DelegationPanel';
