// Section 4 (the Political Phase) and the political parts of section 10, as pure functions.
export * from './status';
export * from './state';
