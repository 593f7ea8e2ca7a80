import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import template, {PRELOAD_SCRIPT, RUN_AFTER_PAINT} from '../template';

const require = createRequire(import.meta.url);
// Internal to @docusaurus/core: the test fails here if an upgrade moves it.
const core = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('ssr template', () => {
  it('is the core template apart from the preload line and the run-after-paint script', () => {
    const expected = lines(core);
    const scriptLine = expected.findIndex((line) => line.includes('defer></script>'));
    expect(expected.filter((line) => line.includes('defer></script>'))).toHaveLength(1);
    expected[scriptLine] = PRELOAD_SCRIPT;
    expected.splice(expected.indexOf('</body>'), 0, ...lines(RUN_AFTER_PAINT));
    expect(lines(template)).toEqual(expected);
  });
});
