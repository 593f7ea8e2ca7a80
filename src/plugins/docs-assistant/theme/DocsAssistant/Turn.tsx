/**
 * One question and its answer in the assistant's log. Record text is rendered
 * as React text only: nothing from the index or the reader becomes markup.
 */
import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {searchPageUrl} from '../../../search/client';
import type {SearchGlobalData} from '../../../search/shared/types';
import {markTerms, MAX_QUESTION_LENGTH, type Answer, type AnswerSentence} from '../../answer';
import styles from './panel.module.css';

type Props = {readonly answer: Answer; readonly search: SearchGlobalData};

export default function Turn({answer, search}: Props): ReactNode {
  return (
    <article className={styles.turn}>
      <p className={styles.question}>
        <span className="sr-only">You asked: </span>
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
        <QuotedAnswer answer={answer} />
      ) : answer.sources.length > 0 ? (
        <ClosestPages answer={answer} search={search} />
      ) : (
        <p className={styles.nothing}>
          Nothing in these docs answers that. Try other words, or{' '}
          <Link to={searchPageUrl(search, answer.question)}>search the docs</Link> instead.
        </p>
      )}
    </article>
  );
}

/** The quoted sentences, then the sections they come from. */
function QuotedAnswer({answer}: {readonly answer: Answer}): ReactNode {
  return (
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
  );
}

/** Below the confidence threshold: no quote, the pages that come nearest. */
function ClosestPages({answer, search}: Props): ReactNode {
  return (
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
  );
}

/** Consecutive prose of one part of the answer, or one code block. */
type Block = {readonly code: boolean; readonly also: boolean; readonly sentences: AnswerSentence[]};

function blocksOf(sentences: readonly AnswerSentence[]): Block[] {
  const blocks: Block[] = [];
  for (const sentence of sentences) {
    const code = sentence.code === true;
    const also = sentence.also === true;
    const last = blocks.at(-1);
    if (last && !code && !last.code && last.also === also) last.sentences.push(sentence);
    else blocks.push({code, also, sentences: [sentence]});
  }
  return blocks;
}

/**
 * Each quoted section's sentences as citation links with the question's terms marked, then its
 * command block; a second section under its own lead.
 */
function Sentences({answer}: {readonly answer: Answer}): ReactNode {
  const terms = [...answer.terms, ...answer.carried];
  return blocksOf(answer.sentences).map((block, b, blocks) => (
    <Fragment key={b}>
      {block.also && !blocks[b - 1]?.also && (
        <p className={styles.also}>Another section may answer it too:</p>
      )}
      {block.code ? (
        // A command block from the cited section, as text: copy it from here.
        <pre className={styles.command} data-assistant-command="">
          <code>{block.sentences[0]?.text}</code>
        </pre>
      ) : (
        <p className={styles.answer}>
          {block.sentences.map((sentence, i) => {
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
      )}
    </Fragment>
  ));
}
