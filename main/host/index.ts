export { createHost, type Host, type HostKind, type HostOptions, type HostSession } from './host';
export { readAppVersion } from './appVersion';
export { Table, type Seat, type Applied } from './table';
export { folderScenarioCatalog, memoryScenarioCatalog, type ScenarioCatalog } from './scenarios';
