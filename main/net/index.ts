export { startServer, machineLanAddresses, decodePath, PortInUseError, WS_PATH, type RunningServer, type ServeOptions } from './server';
export { SECURITY_HEADERS } from './headers';
