// 5.1 and 6.0 The Naval Phase as pure functions (see README.md in this folder).
export * from './places';
export * from './movement';
export * from './interception';
export * from './combat';
export * from './retreat';
export * from './transport';
export * from './facts';
export * from './reinforcement';
export * from './advanced';
export * from './losses';
export * from './arrows';
export * from './westIndies';
export * from './america';
