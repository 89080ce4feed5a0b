export { SaveBrowser } from './SaveBrowser';
export { sizeText, playedText } from './saveFormat';
