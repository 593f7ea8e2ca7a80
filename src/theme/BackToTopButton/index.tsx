import React from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';
import styles from './styles.module.css';

/**
 * The theme's button scrolls back to the top with a script-driven animation,
 * also for readers who asked their system for reduced motion. For them this
 * wrapper jumps to the top first, so the animation has nothing left to do.
 */
export default function BackToTopButtonWrapper(): React.JSX.Element {
  const jumpWhenMotionIsReduced = () => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo({top: 0, behavior: 'instant'});
    }
  };
  return (
    <div className={styles.passThrough} onClickCapture={jumpWhenMotionIsReduced}>
      <BackToTopButton />
    </div>
  );
}
