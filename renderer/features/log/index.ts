export { LogPanel } from './LogPanel';
export { describeEvent, logLines, filterLines, type LogLine } from './eventText';
export { seatNames, placesOf, NO_PLACES, type SeatNames } from './logNames';
export { useSeatNames } from './useSeatNames';
export { answerWords } from './answerText';
