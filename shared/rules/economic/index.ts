// 8.0 The Economic Phase: public surface of its rules (pure functions; the engine rolls the
// dice and applies the results in shared/engine/steps/economic).
export * from './status';
export * from './naval';
export * from './territory';
export * from './worksheet';
export * from './trade';
export * from './collection';
export * from './lending';
export * from './manipulation';
export * from './expenditure';
export * from './victory';
export * from './objectives';
export * from './civilDisorder';
export * from './ceding';
export * from './levy';
