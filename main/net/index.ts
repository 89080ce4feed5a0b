export { startServer, WS_PATH, type RunningServer, type ServeOptions } from './server';
