import {describe, expect, it} from 'vitest';
import {renderNginxInclude} from '../nginx';

describe('renderNginxInclude', () => {
  it('writes one add_header per header and one exact 301 per redirect', () => {
    const text = renderNginxInclude(
      {
        'Content-Security-Policy': "default-src 'self'; frame-ancestors 'self'",
        'X-Content-Type-Options': 'nosniff',
      },
      [{from: '/docs', to: '/docs/welcome'}],
    );
    expect(text.split('\n').filter((l) => !l.startsWith('#'))).toEqual([
      `add_header Content-Security-Policy "default-src 'self'; frame-ancestors 'self'" always;`,
      'add_header X-Content-Type-Options "nosniff" always;',
      'location = /docs { return 301 /docs/welcome$is_args$args; }',
      '',
    ]);
  });
  it('refuses values nginx would read as syntax or variables', () => {
    expect(() => renderNginxInclude({X: 'a"; evil'}, [])).toThrow(/cannot be written/);
    expect(() => renderNginxInclude({X: '$host'}, [])).toThrow(/cannot be written/);
    expect(() => renderNginxInclude({'X Y': 'a'}, [])).toThrow(/cannot be written/);
    expect(() => renderNginxInclude({}, [{from: '/a; }', to: '/b'}])).toThrow(/redirect/);
    expect(() => renderNginxInclude({}, [{from: '/a', to: '//evil.example'}])).toThrow(/redirect/);
  });
  it('allows redirects to https URLs', () => {
    expect(renderNginxInclude({}, [{from: '/app', to: 'https://idea.gear-tech.io'}])).toContain(
      'location = /app { return 301 https://idea.gear-tech.io$is_args$args; }',
    );
  });
});
