/**
 * The conversation, kept for the browser session (sessionStorage). Storage
 * may throw (blocked, full) or hold anything (edited, an older version): every
 * access is guarded and what is read is checked, so the assistant then starts
 * afresh or keeps the conversation in memory, and never fails: the site must
 * work without storage.
 */
import type {Answer, AnswerSentence, Source} from './answer';
import {isSitePath} from '../../utils/sitePath';

export const HISTORY_KEY = 'vara-docs-assistant';
/** Turns kept; older ones are dropped first. */
export const MAX_TURNS = 20;

type Stored = {version: 1; turns: Answer[]};

function isString(v: unknown): v is string {
  return typeof v === 'string';
}

function isSource(v: unknown): v is Source {
  const s = v as Source;
  return (
    typeof s === 'object' &&
    s !== null &&
    // Only links into this site: a stored value must not become an off-site
    // (//host, /\host, /%5Chost) or script link.
    isSitePath(s.url) &&
    isString(s.page) &&
    (s.section === null || isString(s.section))
  );
}

function isSentence(v: unknown, sources: number): v is AnswerSentence {
  const s = v as AnswerSentence;
  return (
    typeof s === 'object' &&
    s !== null &&
    isString(s.text) &&
    Number.isInteger(s.source) &&
    s.source >= 0 &&
    s.source < sources
  );
}

function isAnswer(v: unknown): v is Answer {
  const a = v as Answer;
  return (
    typeof a === 'object' &&
    a !== null &&
    isString(a.question) &&
    typeof a.truncated === 'boolean' &&
    Array.isArray(a.terms) &&
    a.terms.every(isString) &&
    Array.isArray(a.carried) &&
    a.carried.every(isString) &&
    Array.isArray(a.sources) &&
    a.sources.every(isSource) &&
    Array.isArray(a.sentences) &&
    a.sentences.every((s) => isSentence(s, a.sources.length))
  );
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored conversation, or none when storage is unusable or holds something else. */
export function readHistory(storage: Storage | null = session()): Answer[] {
  try {
    const raw = storage?.getItem(HISTORY_KEY);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as Stored;
    if (parsed?.version !== 1 || !Array.isArray(parsed.turns)) return [];
    return parsed.turns.filter(isAnswer).slice(-MAX_TURNS);
  } catch {
    return [];
  }
}

/** Stores the last turns; returns false when storage refused (the conversation lives on in memory). */
export function writeHistory(
  turns: readonly Answer[],
  storage: Storage | null = session(),
): boolean {
  if (!storage) return false;
  const value: Stored = {version: 1, turns: turns.slice(-MAX_TURNS)};
  try {
    if (value.turns.length === 0) storage.removeItem(HISTORY_KEY);
    else storage.setItem(HISTORY_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
