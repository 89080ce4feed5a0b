// 7.6 / 10.1 Guerillas, cossacks and freikorps: public surface.
export * from './guerilla';
export * from './irregulars';
