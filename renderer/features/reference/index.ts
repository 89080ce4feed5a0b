export { ReferenceScreen } from './ReferenceScreen';
