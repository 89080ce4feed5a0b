export { TitleScreen } from './TitleScreen';
