// v2.71 12.11 militia and landwehr (option): the pure rules, for the steps and other phases.
export * from './landwehr';
