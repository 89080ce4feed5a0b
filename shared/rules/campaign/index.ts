// 14.0 campaign games: the selection of major powers (14.2).
export * from './selection';
