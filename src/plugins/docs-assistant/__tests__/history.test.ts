import {describe, expect, it} from 'vitest';
import type {Answer} from '../answer';
import {HISTORY_KEY, MAX_TURNS, readHistory, writeHistory} from '../history';
import {MemoryStorage} from '../../../utils/memoryStorage';
import {UNSAFE_LINKS} from '../../../utils/__tests__/unsafeLinks';

class ThrowingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new Error('SecurityError');
  }
  override setItem(): void {
    throw new Error('QuotaExceededError');
  }
}

const TURN: Answer = {
  question: 'What is a voucher?',
  truncated: false,
  terms: ['voucher'],
  carried: [],
  sentences: [{text: 'A voucher pays for messages.', source: 0}],
  sources: [{url: '/docs/api/vouchers', page: 'Vouchers', section: null}],
};

describe('writeHistory', () => {
  it('stores the last turns and removes the key when the conversation is cleared', () => {
    const storage = new MemoryStorage();
    const many = Array.from({length: MAX_TURNS + 5}, (_, i) => ({...TURN, question: `q${i}`}));
    expect(writeHistory(many, storage)).toBe(true);
    const stored = JSON.parse(storage.getItem(HISTORY_KEY) ?? '') as {turns: Answer[]};
    expect(stored.turns).toHaveLength(MAX_TURNS);
    expect(stored.turns[0]?.question).toBe('q5');
    expect(writeHistory([], storage)).toBe(true);
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('reports false when storage refuses or is missing', () => {
    expect(writeHistory([TURN], new ThrowingStorage())).toBe(false);
    expect(writeHistory([TURN], null)).toBe(false);
  });
});

describe('readHistory', () => {
  it('gives back what was written', () => {
    const storage = new MemoryStorage();
    writeHistory([TURN], storage);
    expect(readHistory(storage)).toEqual([TURN]);
  });

  it('starts afresh on unusable storage, bad JSON or another shape', () => {
    expect(readHistory(new ThrowingStorage())).toEqual([]);
    expect(readHistory(null)).toEqual([]);
    const storage = new MemoryStorage();
    for (const raw of ['{', 'null', '[]', '{"version":2,"turns":[]}', '{"version":1,"turns":{}}']) {
      storage.setItem(HISTORY_KEY, raw);
      expect(readHistory(storage), raw).toEqual([]);
    }
  });

  it('drops turns with off-site links, bad citations or missing fields', () => {
    const storage = new MemoryStorage();
    const bad = [
      ...UNSAFE_LINKS.map((url) => ({...TURN, sources: [{url, page: 'x', section: null}]})),
      {...TURN, sentences: [{text: 'x', source: 3}]},
      {...TURN, question: 42},
      null,
    ];
    storage.setItem(HISTORY_KEY, JSON.stringify({version: 1, turns: [...bad, TURN]}));
    expect(readHistory(storage)).toEqual([TURN]);
  });
});
