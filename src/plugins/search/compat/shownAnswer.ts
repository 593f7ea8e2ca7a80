/** Used by useModalClient (./docsearch.tsx): workaround (3), and early answers. */

/** The query whose results are on screen, with its count. */
export type ShownAnswer = {
  readonly query: string;
  readonly count: number;
  /** An early answer, from the headings alone. */
  readonly partial: boolean;
};

/**
 * (3) Follows which answer DocSearch shows. Its requests are
 * "concurrency safe": an answer that arrives after a later one is dropped
 * (the later one stays), one that arrives before it is shown until the
 * later one comes. Numbering the requests and keeping the answer of the
 * highest number so far mirrors that, so the footer's query and count are
 * those of the results above it, whatever order the answers arrive in.
 */
export function createShownAnswer(): {
  track<T extends {results: readonly {nbHits?: number}[]; partial?: true}>(
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
        current = {query, count: value.results[0]?.nbHits ?? 0, partial: value.partial === true};
      }
      return value;
    },
    shown: () => current,
  };
}

/**
 * The first answers of a visit may come early, from the headings, while the
 * full text is still being indexed. Once it is (`complete`), the query on
 * screen is asked again, if it is still the one typed. Returns what to call
 * after an early answer; calls while one is pending count once.
 */
export function refresherWhenComplete(io: {
  readonly complete: () => Promise<void>;
  readonly shown: () => ShownAnswer | null;
  /** What the search box holds now. */
  readonly typed: () => string | undefined;
  readonly ask: (query: string) => void;
}): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    io.complete()
      .then(() => {
        const answer = io.shown();
        if (answer?.partial && io.typed() === answer.query) io.ask(answer.query);
      })
      .catch(() => undefined)
      .finally(() => {
        pending = false;
      });
  };
}
