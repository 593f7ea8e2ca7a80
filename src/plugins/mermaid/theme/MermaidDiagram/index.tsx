import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import {diagramAlt} from './alt';

type Props = {
  /** The diagram's Mermaid text, offered to readers as its text alternative. */
  readonly source: string;
  readonly light: string;
  /** `<width>x<height>` of the light drawing, so its box is reserved before it loads. */
  readonly lightSize: string;
  readonly dark: string;
  readonly darkSize: string;
};

function size(value: string): {width?: number; height?: number} {
  const [width, height] = value.split('x').map(Number);
  return {width, height};
}

/**
 * A Mermaid diagram drawn at build time (the plugin's remark.ts): the light
 * and the dark drawing as images, of which the colour mode shows one, and the
 * diagram's text for screen readers and anyone who wants to copy it.
 */
export default function MermaidDiagram({
  source,
  light,
  lightSize,
  dark,
  darkSize,
}: Props): React.JSX.Element {
  const alt = diagramAlt(source);
  return (
    <figure className={clsx('mermaid-diagram', styles.figure)}>
      {[
        {look: styles.light, src: light, box: lightSize},
        {look: styles.dark, src: dark, box: darkSize},
      ].map(({look, src, box}) => (
        <img
          key={src}
          className={look}
          src={src}
          alt={alt}
          {...size(box)}
          loading="lazy"
          decoding="async"
        />
      ))}
      <details className={styles.source}>
        <summary>Diagram as text</summary>
        <pre>
          <code>{source}</code>
        </pre>
      </details>
    </figure>
  );
}
