export { GameScreen } from './GameScreen';
export { GameClient } from './gameClient';
export { hostViewSlice, hostMessageReceived, type HostViewState } from './hostViewSlice';
