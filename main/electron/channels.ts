/** IPC channel names; every channel carries protocol text and is prefixed `eia:`. */
export const CHANNEL_TO_HOST = 'eia:toHost';
export const CHANNEL_FROM_HOST = 'eia:fromHost';
export const CHANNEL_PREFIX = 'eia:';
