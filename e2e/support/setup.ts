import {afterAll, expect, inject} from 'vitest';
import {cspViolationsSeen} from './browser';

// Hand the global setup's server URL to the helpers in browser.ts.
process.env.E2E_BASE_URL = inject('baseUrl');

// Served by nginx the pages carry a strict CSP: no page of any test file may
// trip it. (Under `docusaurus serve` there is no CSP and the list stays empty.)
afterAll(() => {
  expect(cspViolationsSeen(), 'Content-Security-Policy violations').toEqual([]);
});
