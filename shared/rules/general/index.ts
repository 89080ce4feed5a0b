// Section 10 general rules (issue 18, general branch): the public surface of shared/rules/general.
export * from './districts';
export * from './tyrol';
export * from './disputes';
export * from './britishTraining';
export * from './minorPrisoners';
export * from './sweden';
export * from './hitherPomerania';
