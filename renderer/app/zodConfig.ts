import { z } from 'zod';

// Issue 15: zod's fast path probes `new Function("")`, which the page's Content Security Policy
// (no 'unsafe-eval') refuses and Chromium reports in the console on every load. The probe is
// skipped, and the plain parser used, when zod is told to be jitless before any schema is made:
// this module is the renderer's first import.
z.config({ jitless: true });
