export * from './common';
export * from './clientMessages';
export * from './hostMessages';
export * from './parse';
export * from './roles';
export * from './joinCode';
