import { z } from 'zod';

// Issue 14: the page's Content Security Policy forbids eval; without this zod probes for it
// with `new Function` and the browser reports a policy violation each load.
z.config({ jitless: true });
