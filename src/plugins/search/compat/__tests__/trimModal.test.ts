/**
 * The build-time trim of DocSearch's modal file (compat/trimModal.ts): it
 * fits the installed file, finds each stand-in's internal once, and leaves
 * out Ask AI, zod's eval probe and the hosted client. That the trimmed modal
 * still works is checked in Chromium by docsearch.test.ts, which runs every
 * workaround's test on it.
 */
import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it, onTestFinished, vi} from 'vitest';
import {
  MARKED_TEXT,
  MODAL_SHA256,
  MODAL_STATE,
  modalSourcePath,
  REF_VALUES,
  STAND_INS,
  trimmedModalPath,
  trimModalSource,
} from '../trimModal';

let source = '';
let trimmed = '';
let dir = '';
beforeAll(() => {
  source = readFileSync(modalSourcePath(), 'utf8');
  dir = mkdtempSync(join(tmpdir(), 'trim-modal-'));
  trimmed = readFileSync(trimmedModalPath(dir), 'utf8');
}, 120_000);
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('trimModalSource', {timeout: 120_000}, () => {
  it('is written for the installed DocSearch modal file', () => {
    expect(createHash('sha256').update(source).digest('hex')).toBe(MODAL_SHA256);
  });

  it.each(STAND_INS.map((s) => [s.what, s] as const))(
    'finds %s by a marker that occurs once in the file',
    (_what, standIn) => {
      expect(source.split(standIn.marker).length - 1).toBe(1);
    },
  );

  it('leaves out zod and its eval probe, marked and the Ask AI SDK', () => {
    expect(source).toContain('new Function("")');
    for (const text of ['new Function', 'ZodError', 'marked', 'text-delta', 'TextDecoderStream']) {
      // A boolean, not the 130 KB file in the failure message.
      expect(trimmed.includes(text), text).toBe(false);
    }
    // What the portal uses stays: the modal, the search box, the screens, recent searches.
    for (const text of ['DocSearch-Modal', 'DocSearch-Input', '__DOCSEARCH_RECENT_SEARCHES__']) {
      expect(trimmed.includes(text), text).toBe(true);
    }
    expect(trimmed).toMatch(/export\s*\{\s*\w+ as DocSearchModal\s*\}/);
  });

  it('is less than a third of the file, gzipped', () => {
    const before = gzipSync(source).length;
    const after = gzipSync(trimmed).length;
    expect(after).toBeLessThan(before / 3);
  });

  it('makes the recent and favourite lists once per opening, not on every render', () => {
    expect(
      source.match(/useRef\(ia\(\{key:"__DOCSEARCH_(RECENT|FAVORITE)_SEARCHES__"/g),
    ).toHaveLength(2);
    expect(trimmed).not.toMatch(/useRef\(\w+\(\{key:"__DOCSEARCH_/);
    for (const list of ['RECENT', 'FAVORITE']) {
      expect(trimmed).toMatch(
        new RegExp(
          `useMemo\\(function\\(\\)\\{return \\w+\\(\\{key:"__DOCSEARCH_${list}_SEARCHES__"`,
        ),
      );
    }
  });

  it("reads the page's selected text once per opening, not on every render", () => {
    expect(source).toMatch(/useRef\("undefined"!=typeof window\?window\.getSelection\(\)/);
    expect(trimmed).not.toMatch(/useRef\([^)]*getSelection/);
    expect(trimmed).toMatch(
      /useMemo\(function\(\)\{return"undefined"!=typeof window\?window\.getSelection\(\)\.toString\(\)/,
    );
  });

  it("does not measure the page's scrollbar on opening", () => {
    expect(source).toContain('window.innerWidth-document.body.clientWidth');
    expect(trimmed).not.toContain('clientWidth');
    expect(trimmed).toMatch(/var e=0;return document\.body\.style\.marginInlineEnd=/);
  });

  it("does not measure the window's height after opening (the stylesheet's 100dvh does)", () => {
    expect(source).toContain('.01*window.innerHeight');
    expect(trimmed).not.toContain('innerHeight');
    expect(trimmed).not.toContain('--docsearch-vh');
  });

  it('scrolls the results to the top at the next frame, not in the effect', () => {
    expect(trimmed).toMatch(
      /useEffect\(function\(\)\{var frame=requestAnimationFrame\(function\(\)\{var \w+;[^}]*scrollTo\(\{top:0,behavior:"smooth"\}\)/,
    );
    expect(trimmed).toContain('return function(){cancelAnimationFrame(frame);};},[');
  });

  it('leaves the focusing of the box to the portal', () => {
    expect(source).toContain('autoFocus:0===ge.length');
    expect(trimmed).toContain('autoFocus:false,inputRef:');
    expect(trimmed).not.toMatch(/"streaming"!==\w+\.askAiStatus&&[^;]*\.focus\(\)/);
  });

  it('draws highlighted fields from text and <mark> elements, never from HTML', () => {
    expect(source).toContain('dangerouslySetInnerHTML:{__html:Au(t,"_snippetResult."');
    expect(trimmed).not.toContain('dangerouslySetInnerHTML');
    expect(trimmed).toContain('{children:__varaMarkedText(Au(t,"_snippetResult."');
    // The helper, with a stand-in for React's createElement.
    const markedText = new Function('e', `${MARKED_TEXT}; return __varaMarkedText;`)({
      createElement: (tag: string, _props: unknown, text: string) => `[${tag}:${text}]`,
    }) as (html: unknown) => unknown;
    expect(
      markedText('a &lt;b&gt; <mark>gas</mark> &amp; <mark>it&#39;s</mark> &#x1F4A4;'),
    ).toEqual(['a <b> ', '[mark:gas]', ' & ', "[mark:it's]", ' 💤']);
    // Unknown or impossible entities stay as they are; markup stays text.
    expect(markedText('&bogus; &#0; <b>x</b>')).toEqual(['&bogus; &#0; <b>x</b>']);
    expect(markedText(null)).toBeNull();
  });

  it('sets the modal state in a transition, except a new query and what comes with it, unless set behind the stand-in', async () => {
    expect(source).toContain('onStateChange:function(e){le(e.state)}');
    expect(trimmed).toContain('onStateChange:function(e){__varaSetModalState(le,e);}');
    // The helper, with a stand-in for React's startTransition.
    const calls: string[] = [];
    const setModalState = new Function('e', `${MODAL_STATE}; return __varaSetModalState;`)({
      startTransition: (update: () => void) => {
        calls.push('transition');
        update();
      },
    }) as (set: (state: unknown) => void, change: unknown) => void;
    const set = (state: unknown) => calls.push(`set ${JSON.stringify(state)}`);
    // What has the focus, read by the helper (the stand-in's, below).
    const focus = {activeElement: null as unknown};
    vi.stubGlobal('document', focus);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    // Typing: the new query and the status autocomplete sets with it, in the
    // same run, are urgent (one render, in which the result screen skips).
    setModalState(set, {state: {query: 'ga'}, prevState: {query: 'g'}});
    setModalState(set, {state: {query: 'ga', status: 'loading'}, prevState: {query: 'ga'}});
    await Promise.resolve();
    // Later, the results and then their status for the same query: transitions.
    setModalState(set, {state: {query: 'ga', n: 1}, prevState: {query: 'ga'}});
    setModalState(set, {state: {query: 'ga', n: 2}, prevState: {query: 'ga', n: 1}});
    // No previous state: urgent.
    setModalState(set, {state: {query: ''}});
    // The stand-in's hand-over, with the focus in the stand-in box: a new
    // query behind it is a transition too.
    focus.activeElement = {
      closest: (selector: string) => (selector === '[data-search-shell]' ? {} : null),
    };
    setModalState(set, {state: {query: 'gas'}, prevState: {query: ''}});
    // Focus elsewhere (a result, the box itself): typing is urgent again.
    focus.activeElement = {closest: () => null};
    await Promise.resolve();
    setModalState(set, {state: {query: 'gas r'}, prevState: {query: 'gas'}});
    expect(calls).toEqual([
      'set {"query":"ga"}',
      'set {"query":"ga","status":"loading"}',
      'transition',
      'set {"query":"ga","n":1}',
      'transition',
      'set {"query":"ga","n":2}',
      'set {"query":""}',
      'transition',
      'set {"query":"gas"}',
      'set {"query":"gas r"}',
    ]);
  });

  it('shows no "No results" while the first query of an opening is loading', () => {
    const noResults = 'e.createElement(ju,F({},a,{translations:null==u?void 0:u.noResultsScreen}))';
    // Booleans, not the 130 KB files in the failure message.
    expect(source.includes(`length&&${noResults}):${noResults}`)).toBe(true);
    const whileLoading = `:a.state.status==="loading"||a.state.status==="stalled"?null:${noResults}`;
    expect(trimmed.includes(`length&&${noResults})${whileLoading}`)).toBe(true);
  });

  it('searches on focus only when the box is empty (a query in it was searched as it was set)', () => {
    expect(source).toContain('function i(e){(t.openOnFocus||Boolean(r.getState().query))&&bt(');
    expect(trimmed).toContain('function i(e){t.openOnFocus&&!r.getState().query&&bt(');
    // The keyboard handler's condition stays.
    expect(trimmed).toContain('(n.openOnFocus||Boolean(u.getState().query))?bt(');
  });

  it('refuses a rewrite whose expression is not found exactly once', () => {
    expect(() =>
      trimModalSource(source, STAND_INS, REF_VALUES, [
        {
          what: 'a missing expression',
          candidate: () => false,
          matches: () => true,
          replacement: '0',
        },
      ]),
    ).toThrow(/a missing expression was found 0 times/);
  });

  it('refuses a file without those two lists', () => {
    expect(() => trimModalSource('export const f = () => 1;', [])).toThrow(
      /stored-search lists were found 0 times/,
    );
  });

  it('refuses a stand-in whose internal is not found exactly once', () => {
    expect(() =>
      trimModalSource('export function f() { return 1; }', [
        {what: 'a missing internal', marker: 'nowhere', replacement: 'null'},
      ]),
    ).toThrow(/a missing internal .* found 0 times/);
  });
});
