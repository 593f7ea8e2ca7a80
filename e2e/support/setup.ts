import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, expect, inject} from 'vitest';
import {cspViolationsSeen} from './browser';

// Hand the global setup's server URL to the helpers in browser.ts.
process.env.E2E_BASE_URL = inject('baseUrl');

// Served by nginx the pages carry a strict CSP: no page of any test file may
// trip it. (Under `docusaurus serve` there is no CSP and the list stays empty.)
afterAll(() => {
  expect(cspViolationsSeen(), 'Content-Security-Policy violations').toEqual([]);
});

// Served by nginx, no request of any test file may make nginx log a warning
// or an error (its log level is warn): only the lines this file added count.
const errorLog = inject('nginxErrorLog');
if (errorLog) {
  const read = () => {
    try {
      return readFileSync(errorLog, 'utf8');
    } catch {
      return '';
    }
  };
  let before = 0;
  beforeAll(() => {
    before = read().length;
  });
  afterAll(() => {
    expect(read().slice(before).trim(), "nginx's error log").toBe('');
  });
}
