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
 */
export default function MermaidWrapper(props: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

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

  if (visible) return <Mermaid {...props} />;
  return (
    <div ref={ref} className={styles.placeholder} aria-busy="true" aria-label="Diagram, loading" />
  );
}
