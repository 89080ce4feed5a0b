// 7.5.4 Sieges: public surface.
export * from './facts';
export * from './assault';
