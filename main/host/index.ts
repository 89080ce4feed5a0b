export { createHost, type Host, type HostKind, type HostOptions, type HostSession, type ConnectOptions, type LanControl, type LanStatus } from './host';
export { readAppVersion } from './appVersion';
export { Table, type Seat, type Applied } from './table';
export { combinedScenarioCatalog, folderScenarioCatalog, memoryScenarioCatalog, type ScenarioCatalog } from './scenarios';
export { joinCode, decodeJoinCode, joinUrl } from './lanCodes';
