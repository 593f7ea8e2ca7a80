import {describe, expect, it} from 'vitest';
import {hostedAssistant} from '../hosted';

describe('hostedAssistant', () => {
  it('is on only when both the script URL and the key are set', () => {
    expect(hostedAssistant(undefined, undefined)).toBeNull();
    expect(hostedAssistant('https://cdn.example/w.js', undefined)).toBeNull();
    expect(hostedAssistant(undefined, 'k')).toBeNull();
    expect(hostedAssistant('', 'k')).toBeNull();
    expect(hostedAssistant('https://cdn.example/w.js?key={key}', 'k')).toEqual({
      scriptUrl: 'https://cdn.example/w.js?key={key}',
      key: 'k',
    });
  });

  it('fails the build on a URL that is not http(s)', () => {
    expect(() => hostedAssistant('cdn.example/w.js', 'k')).toThrow(/not a URL/);
    expect(() => hostedAssistant('javascript:alert(1)', 'k')).toThrow(/http\(s\)/);
  });
});
