/**
 * The assistant's chat panel, loaded on demand by the launcher. It answers
 * from the site's own search index (shared with the search, downloaded once)
 * with sentences quoted from the docs, each linking to its section. Record
 * text is rendered as React text only: nothing from the index or the reader
 * becomes markup.
 */
import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {
  DEFAULT_INDEX_NAME,
  getEmbeddedBackend,
  loadIndexDetails,
  NO_DETAILS,
  processResultUrl,
  searchPageUrl,
} from '../../../search/client';
import {PLUGIN_NAME, type SearchGlobalData} from '../../../search/shared/types';
import {
  answerQuestion,
  markTerms,
  MAX_QUESTION_LENGTH,
  searchRequests,
  type Answer,
  type AnswerDetails,
  type Retrieve,
} from '../../answer';
import {readHistory, writeHistory} from '../../history';
import {trapTab} from '../../../../utils/focusTrap';
import styles from './panel.module.css';

export type PanelProps = {
  /** Closes the panel; focus goes back to the launcher unless a link was followed. */
  readonly onClose: (returnFocus: boolean) => void;
};

/** Questions offered before the first one; each is answered by these docs. */
export const STARTER_QUESTIONS = [
  'How do I send a message to a program?',
  'What is gas reservation?',
  'How do vouchers work?',
  'How do I run a node?',
] as const;

let details: {manifestPath: string; promise: Promise<AnswerDetails>} | null = null;

/**
 * The index's details (keywords, command blocks, related terms), fetched
 * once; without them answers still come, only less well aimed.
 */
function detailsOf(search: SearchGlobalData): Promise<AnswerDetails> {
  if (details?.manifestPath !== search.manifestPath) {
    const promise = loadIndexDetails(search.manifestPath).catch(() => {
      details = null; // Try again on the next question.
      return NO_DETAILS;
    });
    details = {manifestPath: search.manifestPath, promise};
  }
  return details.promise;
}

/** Starts the index download (the launcher calls this on hover or focus); failures show on asking. */
export function prepare(search: SearchGlobalData): void {
  getEmbeddedBackend(search)
    .prepare()
    .catch(() => undefined);
  void detailsOf(search);
}

function Sentences({answer}: {readonly answer: Answer}): ReactNode {
  const terms = [...answer.terms, ...answer.carried];
  const prose = answer.sentences.filter((s) => !s.code);
  const code = answer.sentences.filter((s) => s.code);
  return (
    <>
      <p className={styles.answer}>
        {prose.map((sentence, i) => {
          const source = answer.sources[sentence.source];
          if (!source) return null;
          return (
            <Fragment key={i}>
              <Link to={source.url} className={styles.sentence} data-assistant-citation="">
                {markTerms(sentence.text, terms).map((segment, j) =>
                  segment.match ? <mark key={j}>{segment.text}</mark> : segment.text,
                )}
                <sup className={styles.ref}>[{sentence.source + 1}]</sup>
              </Link>{' '}
            </Fragment>
          );
        })}
      </p>
      {code.map((sentence, i) => (
        // A command block from the cited section, as text: copy it from here.
        <pre key={i} className={styles.command} data-assistant-command="">
          <code>{sentence.text}</code>
        </pre>
      ))}
    </>
  );
}

function Turn({
  answer,
  search,
}: {
  readonly answer: Answer;
  readonly search: SearchGlobalData;
}): ReactNode {
  return (
    <article className={styles.turn}>
      <p className={styles.question}>
        <span className={styles.srOnly}>You asked: </span>
        {answer.question}
      </p>
      {answer.truncated ? (
        <p className={styles.note}>
          Only the first {MAX_QUESTION_LENGTH} characters of the question were used.
        </p>
      ) : null}
      {answer.carried.length > 0 ? (
        <p className={styles.note}>
          Also looked for, from your last question: {answer.carried.join(', ')}.
        </p>
      ) : null}
      {answer.sentences.length > 0 ? (
        <>
          <Sentences answer={answer} />
          <p className={styles.sourcesTitle}>Sources</p>
          <ol className={styles.sources}>
            {answer.sources.map((source, i) => (
              <li key={i}>
                <Link to={source.url}>
                  {source.page}
                  {source.section ? ` › ${source.section}` : ''}
                </Link>
              </li>
            ))}
          </ol>
        </>
      ) : answer.sources.length > 0 ? (
        <>
          <p className={styles.nothing}>
            These docs do not cover that directly. The closest pages are below, or{' '}
            <Link to={searchPageUrl(search, answer.question)}>search the docs</Link>.
          </p>
          <ul className={styles.sources} data-assistant-closest="">
            {answer.sources.map((source, i) => (
              <li key={i}>
                <Link to={source.url}>{source.page}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.nothing}>
          Nothing in these docs answers that. Try other words, or{' '}
          <Link to={searchPageUrl(search, answer.question)}>search the docs</Link> instead.
        </p>
      )}
    </article>
  );
}

export default function Panel({onClose}: PanelProps): ReactNode {
  const search = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const {i18n} = useDocusaurusContext();
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const [turns, setTurns] = useState<Answer[]>(() => readHistory());
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    prepare(search);
    inputRef.current?.focus();
  }, [search]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [turns, busy]);

  const ask = useCallback(
    async (text: string) => {
      if (text.trim() === '') {
        setMessage('Type a question first.');
        inputRef.current?.focus();
        return;
      }
      setMessage(null);
      setBusy(true);
      const backend = getEmbeddedBackend(search);
      const retrieve: Retrieve = async (queries) => {
        const {results} = await backend.search(
          searchRequests(queries, DEFAULT_INDEX_NAME, i18n.currentLocale),
        );
        return results.map((r) => ({hits: r.hits, nbHits: r.nbHits}));
      };
      try {
        const previous = turns[turns.length - 1] ?? null;
        const answer = await answerQuestion(
          retrieve,
          (record) => processResultUrl(record.url, search),
          text,
          previous,
          await detailsOf(search),
        );
        const next = [...turns, answer];
        setTurns(next);
        writeHistory(next);
        setQuestion('');
      } catch {
        // The question stays in the box for another try.
        setMessage(
          'The docs index could not be loaded. Check your connection and ask again, or use the search page.',
        );
      } finally {
        setBusy(false);
        inputRef.current?.focus();
      }
    },
    [search, turns, i18n.currentLocale],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void ask(question);
  };

  const clear = () => {
    setTurns([]);
    writeHistory([]);
    setMessage(null);
    inputRef.current?.focus();
  };

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose(true);
        } else trapTab(event.currentTarget, event.nativeEvent);
      }}
      onClick={(event) => {
        // Following a citation shows its section: the panel gets out of the way.
        if ((event.target as HTMLElement).closest('a[href]')) onClose(false);
      }}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Ask the docs
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label="Close the assistant"
          onClick={() => onClose(true)}>
          ×
        </button>
      </div>
      <p className={styles.disclaimer}>
        Answers are passages quoted from these docs, not generated text. Each sentence links to the
        section it comes from.
      </p>
      <div ref={logRef} className={styles.log} aria-live="polite" aria-busy={busy}>
        {turns.length === 0 ? (
          <div>
            <p className={styles.note}>Try one of these:</p>
            <ul className={styles.starters}>
              {STARTER_QUESTIONS.map((q) => (
                <li key={q}>
                  <button type="button" className={styles.starter} onClick={() => void ask(q)}>
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          turns.map((answer, i) => <Turn key={i} answer={answer} search={search} />)
        )}
        {busy ? <p className={styles.note}>Looking through the docs…</p> : null}
      </div>
      {message ? (
        <p role="alert" className={styles.message}>
          {message}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.srOnly}>
          Your question
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          className={styles.input}
          placeholder="Ask a question about Vara"
          autoComplete="off"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" className={styles.ask} disabled={busy}>
          Ask
        </button>
      </form>
      {turns.length > 0 ? (
        <button type="button" className={styles.clear} onClick={clear}>
          Clear conversation
        </button>
      ) : null}
    </div>
  );
}
