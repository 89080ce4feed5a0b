export { TitleScreen } from './TitleScreen';
export { PlaceholderScreen } from './PlaceholderScreen';
