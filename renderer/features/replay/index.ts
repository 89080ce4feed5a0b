export { ReplayScreen } from './ReplayScreen';
