import React, {useEffect, useRef, useState} from 'react';
// theme-mermaid's component. Not wrapped as @theme/Mermaid: theme-classic
// provides a blank Mermaid first, so @theme-init would name the blank one.
import Mermaid from '@theme/Mermaid';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof Mermaid>;

/**
 * The Markdown `mermaid` element (src/theme/MDXComponents.tsx), for diagrams
 * the browser draws (no Chromium at build time, `docusaurus start`). Mermaid is a large download, so it loads only when the diagram
 * comes near the viewport; until it is drawn, the box keeps its placeholder
 * height so the text below does not jump.
 */
export default function MermaidLazy(props: Props): React.JSX.Element {
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
