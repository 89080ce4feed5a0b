import { createContext, useContext } from 'react';
import type { GameClient } from '../features/game/gameClient';

/** The one request/answer client of this window, provided by main.tsx. */
export const GameClientContext = createContext<GameClient | null>(null);

export function useGameClient(): GameClient {
  const c = useContext(GameClientContext);
  if (!c) throw new Error('No GameClient: wrap the app in GameClientContext.Provider.');
  return c;
}
