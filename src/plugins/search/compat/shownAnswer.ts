/** Used by useModalClient (./docsearch.tsx), workaround (3). */

/** The query whose results are on screen, with its count. */
export type ShownAnswer = {readonly query: string; readonly count: number};

/**
 * (3) Follows which answer DocSearch shows. Its requests are
 * "concurrency safe": an answer that arrives after a later one is dropped
 * (the later one stays), one that arrives before it is shown until the
 * later one comes. Numbering the requests and keeping the answer of the
 * highest number so far mirrors that, so the footer's query and count are
 * those of the results above it, whatever order the answers arrive in.
 */
export function createShownAnswer(): {
  track<T extends {results: readonly {nbHits?: number}[]}>(
    query: string,
    answer: Promise<T>,
  ): Promise<T>;
  shown(): ShownAnswer | null;
} {
  let sent = 0;
  let newest = -1;
  let current: ShownAnswer | null = null;
  return {
    async track(query, answer) {
      const id = sent++;
      const value = await answer;
      if (id > newest) {
        newest = id;
        current = {query, count: value.results[0]?.nbHits ?? 0};
      }
      return value;
    },
    shown: () => current,
  };
}
