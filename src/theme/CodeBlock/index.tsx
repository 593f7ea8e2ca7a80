import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCopy} from '@site/src/utils/clipboard';
import styles from './styles.module.css';

type Props = {
  readonly children?: ReactNode;
  readonly className?: string;
  /** The fence's meta string, e.g. `title="src/lib.rs" fragment`. */
  readonly metastring?: string;
  readonly title?: ReactNode;
  readonly language?: string;
  /** The block's tokens as one HTML string (src/remark/staticHtml.ts), in place of children. */
  readonly html?: string;
};

/** `title="..."` (or single quotes) from a fence's meta string. */
export function titleFromMeta(metastring: string | undefined): string | undefined {
  return metastring ? /\btitle=(["'])(.*?)\1/.exec(metastring)?.[2] : undefined;
}

/**
 * Fenced code, written for this site. Blocks arrive already highlighted by
 * src/plugins/build-time-highlight (Prism tokens in the static HTML), so this
 * component only frames them: optional title, a scrollable, keyboard-focusable
 * <pre>, and a copy button that reports the result. The theme's line
 * highlighting and line numbers are not supported: the build refuses pages
 * that use them (src/remark/staticHtml.ts).
 */
export default function CodeBlock({
  children,
  className,
  metastring,
  title,
  language,
  html,
}: Props): React.JSX.Element {
  const codeRef = useRef<HTMLElement>(null);
  const {status, copy} = useCopy();
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const heading = title ?? titleFromMeta(metastring);

  const onCopy = () => copy(codeRef.current?.innerText ?? '');

  return (
    <div className={clsx('theme-code-block', styles.container, `language-${lang}`)}>
      {heading && <div className={styles.title}>{heading}</div>}
      <div className={styles.body}>
        <pre className={clsx('prism-code', styles.pre)} tabIndex={0}>
          {html === undefined ? (
            <code ref={codeRef} className={className ?? `language-${lang}`}>
              {children}
            </code>
          ) : (
            <code
              ref={codeRef}
              className={className ?? `language-${lang}`}
              // Build-time output of our own highlighter over the page's own code: see src/remark/staticHtml.ts.
              dangerouslySetInnerHTML={{__html: html}}
            />
          )}
        </pre>
        <button
          type="button"
          className={clsx('clean-btn', styles.copy)}
          onClick={onCopy}
          aria-label={status === 'copied' ? 'Copied' : 'Copy code to clipboard'}
          title="Copy">
          {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy'}
        </button>
        <span className="sr-only" aria-live="polite">
          {status === 'copied' ? 'Code copied' : status === 'failed' ? 'Copy failed' : ''}
        </span>
      </div>
    </div>
  );
}
