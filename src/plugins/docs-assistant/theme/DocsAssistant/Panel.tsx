/**
 * The assistant's chat panel, loaded on demand by the launcher. It answers
 * from the site's own search index (shared with the search, downloaded once)
 * with sentences quoted from the docs, each linking to its section
 * (`Turn.tsx`); the conversation itself is `useConversation.ts`.
 */
import {
  useEffect,
  useLayoutEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {getEmbeddedBackend} from '../../../search/client';
import {PLUGIN_NAME, type SearchGlobalData} from '../../../search/shared/types';
import type {Answer} from '../../answer';
import {trapTab} from '../../../../utils/focusTrap';
import Turn from './Turn';
import {detailsOf, useConversation} from './useConversation';
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

/** Starts the index download (the launcher calls this on hover or focus); failures show on asking. */
export function prepare(search: SearchGlobalData): void {
  getEmbeddedBackend(search)
    .prepare()
    .catch(() => undefined);
  void detailsOf(search);
}

export default function Panel({onClose}: PanelProps): ReactNode {
  const search = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const {turns, question, setQuestion, busy, message, ask, submit, clear} = useConversation(
    search,
    inputRef,
  );

  useEffect(() => prepare(search), [search]);
  // In the commit that draws the panel, so no key or check lands before the focus does.
  useLayoutEffect(() => inputRef.current?.focus(), []);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={styles.panel}
      onKeyDown={(event) => closeOnEscapeOrTrapTab(event, onClose)}
      onClick={(event) => closeOnLink(event, onClose)}>
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
      <Log turns={turns} busy={busy} search={search} onAsk={(q) => void ask(q)} />
      {message ? (
        <p role="alert" className={styles.message}>
          {message}
        </p>
      ) : null}
      <QuestionForm
        inputRef={inputRef}
        value={question}
        busy={busy}
        onChange={setQuestion}
        onSubmit={submit}
      />
      {turns.length > 0 ? (
        <button type="button" className={styles.clear} onClick={clear}>
          Clear conversation
        </button>
      ) : null}
    </div>
  );
}

/** Escape closes the panel (and nothing behind it); Tab stays inside. */
function closeOnEscapeOrTrapTab(event: KeyboardEvent<HTMLElement>, onClose: PanelProps['onClose']) {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose(true);
  } else trapTab(event.currentTarget, event.nativeEvent);
}

/** Following a citation shows its section: the panel gets out of the way. */
function closeOnLink(event: MouseEvent<HTMLElement>, onClose: PanelProps['onClose']) {
  if ((event.target as HTMLElement).closest('a[href]')) onClose(false);
}

type LogProps = {
  readonly turns: readonly Answer[];
  readonly busy: boolean;
  readonly search: SearchGlobalData;
  readonly onAsk: (question: string) => void;
};

/** The conversation, or the starter questions before it; kept scrolled to its end. */
function Log({turns, busy, search, onAsk}: LogProps): ReactNode {
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [turns, busy]);

  return (
    <div ref={logRef} className={styles.log} aria-live="polite" aria-busy={busy}>
      {turns.length === 0 ? (
        <div>
          <p className={styles.note}>Try one of these:</p>
          <ul className={styles.starters}>
            {STARTER_QUESTIONS.map((q) => (
              <li key={q}>
                <button type="button" className={styles.starter} onClick={() => onAsk(q)}>
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
  );
}

type QuestionFormProps = {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly value: string;
  readonly busy: boolean;
  readonly onChange: (value: string) => void;
  readonly onSubmit: () => void;
};

function QuestionForm({inputRef, value, busy, onChange, onSubmit}: QuestionFormProps): ReactNode {
  const inputId = useId();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}>
      <label htmlFor={inputId} className="sr-only">
        Your question
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        className={styles.input}
        placeholder="Ask a question about Vara"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" className={styles.ask} disabled={busy}>
        Ask
      </button>
    </form>
  );
}
