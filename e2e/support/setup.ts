import {inject} from 'vitest';

// Hand the global setup's server URL to the helpers in browser.ts.
process.env.E2E_BASE_URL = inject('baseUrl');
