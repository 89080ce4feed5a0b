// Section 4 (the Political Phase) and the political parts of section 10, as pure functions.
export * from './status';
export * from './state';
export * from './facts';
export * from './access';
export * from './declarations';
export * from './alliances';
export * from './peace';
export * from './minors';
export * from './homeNation';
export * from './minorNeighbours';
export * from './districtApart';
