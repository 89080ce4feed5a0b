// Standing procedures: an automatic player for every power (bots, benchmarks, solitaire).
export { autoAnswer, seededRng } from './auto';
export type { Rng } from './auto';
export { autoPlay } from './play';
export type { AutoPlayResult } from './play';
export { fieldDeficit, reserveOf } from './economic';
export { sopAnswer, sopInForce, divisionAnswer } from './sop';
export { answeredBySop, battleSizeFor, delegated } from './delegate';
