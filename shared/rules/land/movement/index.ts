// 7.3 Land movement: public surface.
export * from './facts';
export * from './movement';
export * from './garrisons';
export * from './orders';
export * from './enemyDepot';
export * from './disembark';
export * from './bystanders';
export * from './path';
export * from './allowance';
export * from './reach';
export * from './minorGarrisons';
export * from './arrows';
export * from './allyOrder';
export { factsId } from './reuse';
