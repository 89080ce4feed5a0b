// Standalone page for the map benchmark and screenshots, built by scripts/map/devPage.ts.
// Query: ?mode=political to start in a map mode.
import '../../../styles/theme.css';
import { createRoot } from 'react-dom/client';
import { MapScreen } from '../../mapScreen';
import { MAP_MODES, type MapMode } from '../mapSlice';

const mode = new URLSearchParams(window.location.search).get('mode');
const initial = (MAP_MODES as readonly string[]).includes(mode ?? '') ? (mode as MapMode) : undefined;
createRoot(document.getElementById('root')!).render(<MapScreen testHook {...(initial ? { initialMode: initial } : {})} />);
