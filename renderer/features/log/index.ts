export { LogPanel } from './LogPanel';
export { describeEvent, logLines, filterLines, type LogLine } from './eventText';
