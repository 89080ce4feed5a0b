export { createHost, type Host, type HostKind, type HostOptions, type HostSession } from './host';
export { readAppVersion } from './appVersion';
