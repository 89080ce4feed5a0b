import type { EiaHostBridge } from '../shared/protocol';

declare global {
  /** The renderer's own version, baked in at build time. */
  const __APP_VERSION__: string;
  interface Window {
    /** Present only inside Electron: the preload's protocol bridge. */
    eiaHost?: EiaHostBridge;
    /** Test hook, present in every build: read state, inject host messages (see test/e2e). */
    __eia?: {
      getState(): unknown;
      dispatchHostMessage(raw: string): void;
    };
  }
}
export {};
