// Campaign games (section 14): the selection of major powers (14.2).
export * from './selection';
