/** What the modal and the /search page draw alike. */
import type {ReactNode} from 'react';
import {markedParts} from './results';

/** A highlighted value as text and <mark> elements, never as HTML. */
export function Highlighted({value, className}: {value: string; className?: string}): ReactNode {
  const parts = markedParts(value).map((part, i) =>
    part.marked ? <mark key={i}>{part.text}</mark> : part.text,
  );
  return className ? <span className={className}>{parts}</span> : parts;
}

/** The no-results screens' link to a new issue with the query filled in. */
export function LetUsKnow({url}: {url: string}): ReactNode {
  return (
    <>
      Believe this query should return results?{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        Let us know
      </a>
    </>
  );
}
