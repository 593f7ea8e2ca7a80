import React from 'react';
import CopyButton from '@site/src/components/CopyButton';
import styles from './styles.module.css';

export type NetworkFact = {
  /** What the value is ("Mainnet RPC endpoint"). */
  readonly label: string;
  readonly value: string;
  /** Set the value in code type (endpoints, numbers a reader pastes). */
  readonly code?: boolean;
};

type Props = {
  readonly facts: readonly NetworkFact[];
};

/**
 * Values a reader needs to connect and to reckon amounts, each with a copy
 * button. The grid has 1, 2 or 3 columns (see styles): give it six facts, or
 * another count that fills those rows.
 */
export default function NetworkFacts({facts}: Props): React.JSX.Element {
  return (
    <dl className={styles.grid}>
      {facts.map(({label, value, code}) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.row}>
            {code ? (
              <code className={styles.value}>{value}</code>
            ) : (
              <span className={styles.value}>{value}</span>
            )}
            <CopyButton text={value} label={`Copy the ${label.toLowerCase()}`} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
