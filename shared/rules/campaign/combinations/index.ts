// Section 11 New Political Combinations as pure functions (the 8.9 step is in shared/engine/steps/campaign).
export * from './members';
export * from './control';
export * from './create';
export * from './dominance';
export * from './sicilies';
export * from './peaceRestrictions';
export * from './unionByPeace';
export * from './units';
export * from './march';
export * from './pool';
export * from './kingdoms';
