export { Tracker } from './Tracker';
export { trackerModel, type TrackerModel } from './trackerModel';
