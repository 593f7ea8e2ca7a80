/**
 * The assistant's conversation: the turns so far (kept for the tab's life),
 * the question being typed, and asking. Focus goes back to the question box
 * after every step, so the reader can type the next one at once.
 */
import {useCallback, useState, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {getEmbeddedBackend, processResultUrl} from '../../../search/client';
import type {SearchGlobalData} from '../../../search/shared/types';
import {
  answerQuestion,
  sectionSearchOf,
  type Answer,
  type AnswerDetails,
  type SectionSearch,
} from '../../answer';
import {loadIndexDetails, NO_DETAILS} from '../../details';
import {readHistory, writeHistory} from '../../history';

let details: {manifestPath: string; promise: Promise<AnswerDetails>} | null = null;

/**
 * The index's details (code blocks, table rows), fetched once; without them
 * answers still come, only without code and with tables read as prose.
 */
export function detailsOf(search: SearchGlobalData): Promise<AnswerDetails> {
  if (details?.manifestPath !== search.manifestPath) {
    const promise = loadIndexDetails(search.manifestPath).catch(() => {
      details = null; // Try again on the next question.
      return NO_DETAILS;
    });
    details = {manifestPath: search.manifestPath, promise};
  }
  return details.promise;
}

/** The search engine's ranking of sections, in the page's language (loads the index on first use). */
async function sectionSearch(search: SearchGlobalData, locale: string): Promise<SectionSearch> {
  return sectionSearchOf(await getEmbeddedBackend(search).engine(), locale);
}

export function useConversation(
  search: SearchGlobalData,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const {i18n} = useDocusaurusContext();
  const [turns, setTurns] = useState<Answer[]>(() => readHistory());
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  /** What went wrong with the last try, shown as an alert. */
  const [message, setMessage] = useState<string | null>(null);

  const ask = useCallback(
    async (text: string) => {
      if (text.trim() === '') {
        setMessage('Type a question first.');
        inputRef.current?.focus();
        return;
      }
      setMessage(null);
      setBusy(true);
      try {
        const previous = turns[turns.length - 1] ?? null;
        const [ranked, found] = await Promise.all([
          sectionSearch(search, i18n.currentLocale),
          detailsOf(search),
        ]);
        const answer = answerQuestion(
          ranked,
          (record) => processResultUrl(record.url),
          text,
          previous,
          found,
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
    [search, turns, i18n.currentLocale, inputRef],
  );

  /** Asks what is in the box, unless an answer is still on its way. */
  const submit = () => {
    if (!busy) void ask(question);
  };

  const clear = () => {
    setTurns([]);
    writeHistory([]);
    setMessage(null);
    inputRef.current?.focus();
  };

  return {turns, question, setQuestion, busy, message, ask, submit, clear};
}
