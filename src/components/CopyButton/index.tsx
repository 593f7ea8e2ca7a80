import React from 'react';
import clsx from 'clsx';
import {useCopy} from '@site/src/utils/clipboard';
import styles from './styles.module.css';

type Props = Readonly<{
  text: string;
  /** What the button copies, for screen readers ("Copy the Vara address"). */
  label: string;
}>;

/**
 * A small "Copy" button that says, visibly and to screen readers, whether it
 * worked. Give it a `key` of its text where the text changes, so a new text
 * starts without the old "Copied".
 */
export default function CopyButton({text, label}: Props): React.JSX.Element {
  const {status, copy} = useCopy();

  return (
    <>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.copy)}
        aria-label={label}
        onClick={() => copy(text)}>
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy'}
      </button>
      <span className="sr-only" aria-live="polite">
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : ''}
      </span>
    </>
  );
}
