import React, {useId, useState} from 'react';
import clsx from 'clsx';
import CopyButton from '@site/src/components/CopyButton';
import {
  AddressError,
  GENERIC_PREFIX,
  VARA_PREFIX,
  describePrefix,
  encodeAddress,
  parseInput,
  toHex,
} from './ss58';
import form from '@site/src/css/toolForm.module.css';
import styles from './styles.module.css';

type Result =
  | {readonly kind: 'none'}
  | {readonly kind: 'error'; readonly message: string}
  | {
      readonly kind: 'ok';
      readonly rows: readonly {readonly label: string; readonly value: string}[];
      readonly given: string;
    };

function convert(input: string): Result {
  try {
    const {publicKey, prefix} = parseInput(input);
    return {
      kind: 'ok',
      given: describePrefix(prefix),
      rows: [
        {
          label: `Vara address (prefix ${VARA_PREFIX})`,
          value: encodeAddress(publicKey, VARA_PREFIX),
        },
        {
          label: `Generic Substrate address (prefix ${GENERIC_PREFIX})`,
          value: encodeAddress(publicKey, GENERIC_PREFIX),
        },
        {label: 'Public key (hex)', value: toHex(publicKey)},
      ],
    };
  } catch (err) {
    if (!(err instanceof AddressError)) throw err;
    return {kind: 'error', message: err.message};
  }
}

/**
 * Converts an account address between SS58 formats and to its public key, in
 * the page: nothing is sent anywhere.
 */
export default function Converter(): React.JSX.Element {
  const id = useId();
  const [input, setInput] = useState('');
  // Nothing to say until the reader types (an empty field is an error only once cleared).
  const [result, setResult] = useState<Result>({kind: 'none'});

  return (
    <div className={styles.converter}>
      <label htmlFor={`${id}-input`} className={form.label}>
        Address or public key
      </label>
      <input
        id={`${id}-input`}
        className={clsx(form.field, form.code)}
        type="text"
        value={input}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        placeholder="kGk… , 5Grw… , 1… or 0x followed by 64 hex digits"
        aria-invalid={result.kind === 'error'}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          const started = performance.now();
          setInput(event.target.value);
          setResult(convert(event.target.value));
          // Read by `npm run bench`.
          performance.measure('address-converter:convert', {start: started});
        }}
      />
      <p id={`${id}-status`} className={form.status} role="status" aria-live="polite">
        {result.kind === 'error' && <span className={form.error}>{result.message}</span>}
        {result.kind === 'ok' && `Read as ${result.given}.`}
      </p>
      {result.kind === 'ok' && (
        <dl className={styles.results}>
          {result.rows.map((row) => (
            <div key={row.label} className={styles.row}>
              <dt>{row.label}</dt>
              <dd>
                <code className={styles.value}>{row.value}</code>
                <CopyButton
                  key={row.value}
                  text={row.value}
                  label={`Copy the ${row.label.toLowerCase()}`}
                />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
