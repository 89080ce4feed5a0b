// Campaign games (section 14): the selection of major powers (14.2).
export * from './selection';
// Section 14 campaign rules (v2.71): uncontrolled major powers (14.3) and replaced players (19.2).
export * from './umpState';
export * from './umpTables';
export * from './umpOverture';
export * from './umpRules';
export * from './umpPhases';
export * from './umpLosses';
export * from './umpMovement';
