/**
 * Reads one built HTML file for what the server must know about it: the
 * inline scripts a CSP has to allow by hash, markup a strict CSP would break
 * (on* handler attributes, javascript: URLs).
 */
import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';

export type HtmlFacts = {
  /** Text of each inline script that a browser executes. */
  readonly inlineScripts: string[];
  /** Markup that a strict script-src would block, described for an error message. */
  readonly blocked: string[];
};

// Script types a browser executes; JSON-LD and other data blocks are not
// scripts to CSP and need no hash.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

export function scanHtml(html: string): HtmlFacts {
  const inlineScripts: string[] = [];
  const blocked: string[] = [];
  let script: string | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) blocked.push(`<${name} ${attribute}>`);
          if (URL_ATTRIBUTES.has(attribute) && /^\s*javascript:/i.test(value)) {
            blocked.push(`<${name} ${attribute}="javascript:…">`);
          }
        }
        if (name === 'script' && attributes.src === undefined) {
          const type = (attributes.type ?? '').trim().toLowerCase();
          script = EXECUTABLE_TYPES.has(type) ? '' : null;
        }
      },
      ontext(text) {
        if (script !== null) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && script !== null) {
          // An empty inline script is never run, so the CSP never checks it.
          if (script !== '') inlineScripts.push(script);
          script = null;
        }
      },
    },
    // Script bodies are raw text; keep them byte for byte for the hash.
    {decodeEntities: false, lowerCaseAttributeNames: true},
  );
  parser.write(html);
  parser.end();
  return {inlineScripts, blocked};
}

/**
 * The CSP source hash of a script's text. Browsers hash the text after HTML
 * parsing, which turns CRLF and lone CR into LF, so the same is done here.
 */
export function scriptHash(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}`;
}
