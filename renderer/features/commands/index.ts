export { GAME_COMMANDS, commandForKey, sharedKeys, MAP_KEYS, type AppCommand, type CommandContext, type KeyLike } from './registry';
export { useCommands } from './useCommands';
export { useEscapeBack } from './useEscapeBack';
