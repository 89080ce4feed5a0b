export { JoinScreen } from './JoinScreen';
