export { NewGameScreen } from './NewGameScreen';
