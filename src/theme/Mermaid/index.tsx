import React, {useEffect, useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * Mermaid is about 1 MB of JavaScript. The original component loads it as soon
 * as a page with a diagram mounts; this wrapper waits until the diagram comes
 * near the viewport, so readers who never scroll to it never download it.
 * Until the diagram (or its error message) is drawn, the box keeps its
 * placeholder height, so the text below does not jump up and down again.
 */
export default function MermaidWrapper(props: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  // The original renders nothing while Mermaid works: drawn once it adds an element.
  useEffect(() => {
    const element = ref.current;
    if (!element || !visible || drawn) return undefined;
    const check = () => {
      if (element.childElementCount > 0) setDrawn(true);
    };
    const observer = new MutationObserver(check);
    observer.observe(element, {childList: true});
    check();
    return () => observer.disconnect();
  }, [visible, drawn]);

  return drawn ? (
    <div ref={ref}>
      <Mermaid {...props} />
    </div>
  ) : (
    // A labelled image role: a plain div may not carry aria-label (axe aria-prohibited-attr).
    <div
      ref={ref}
      className={styles.placeholder}
      role="img"
      aria-busy="true"
      aria-label="Diagram, loading">
      {visible && <Mermaid {...props} />}
    </div>
  );
}
