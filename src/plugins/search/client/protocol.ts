/** Messages between the page and the search worker (worker.ts). */
import type {SearchResults} from './client';
import type {SearchRequest} from './engine';

export type ToWorker =
  /** Start downloading the index (sent as the worker is made); not answered. */
  | {readonly type: 'load'; readonly manifestUrl: string}
  | {readonly type: 'prepare'; readonly id: number; readonly manifestUrl: string}
  /** Answered once the full text is indexed. */
  | {readonly type: 'complete'; readonly id: number; readonly manifestUrl: string}
  | {
      readonly type: 'search';
      readonly id: number;
      readonly manifestUrl: string;
      readonly requests: readonly SearchRequest[];
      readonly early: boolean;
      readonly latestOnly: boolean;
    };

export type Question = Exclude<ToWorker, {type: 'load'}>;

export type FromWorker =
  | {readonly type: 'prepared'; readonly id: number; readonly topSections: readonly string[]}
  | {readonly type: 'completed'; readonly id: number}
  /** A newer `latestOnly` search came first: take its answer. */
  | {readonly type: 'superseded'; readonly id: number}
  | {
      readonly type: 'results';
      readonly id: number;
      readonly results: SearchResults['results'];
      readonly partial: boolean;
    }
  | {
      readonly type: 'failed';
      readonly id: number;
      readonly message: string;
      /** A SearchUnavailableError, not a bug. */
      readonly unavailable: boolean;
    };
