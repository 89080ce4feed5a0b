export * from './powers';
export * from './ids';
export * from './provenance';
