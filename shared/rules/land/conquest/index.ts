// 7.7 / 10.2 Conquest: public surface.
export * from './conquest';
