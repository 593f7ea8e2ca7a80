import React, {useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import examples from './examples.json';
import {loadParser} from './parser';
import {describeParseError, toModel, type Model, type ParseFailure} from './model';
import Program from './Program';
import form from '@site/src/css/toolForm.module.css';
import styles from './styles.module.css';

type State =
  | {readonly kind: 'loading'}
  | {readonly kind: 'ok'; readonly model: Model}
  | {readonly kind: 'error'; readonly failure: ParseFailure};

/** Waits for a pause in typing before parsing again. */
const PARSE_DELAY_MS = 120;
const OWN = 'own';

function summary(model: Model): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const methods = model.services.reduce((n, s) => n + s.commands.length + s.queries.length, 0);
  const events = model.services.reduce((n, s) => n + s.events.length, 0);
  return `Parsed: ${count(model.services.length, 'service')}, ${count(methods, 'method')}, ${count(events, 'event')}, ${count(model.types.length, 'type')}.`;
}

/**
 * Reads a Sails IDL in the page with sails-js's own parser and lists what a
 * program can be called with, each method with a sails-js call to copy.
 */
export default function Explorer(): React.JSX.Element {
  const id = useId();
  const [choice, setChoice] = useState(examples[0]?.name ?? OWN);
  const [idl, setIdl] = useState(examples[0]?.idl ?? '');
  const state = useParsed(idl);

  return (
    <div className={styles.explorer}>
      <div className={styles.inputs}>
        <label htmlFor={`${id}-example`} className={form.label}>
          Example program
        </label>
        <select
          id={`${id}-example`}
          className={form.field}
          value={choice}
          onChange={(event) => {
            const example = examples.find((e) => e.name === event.target.value);
            setChoice(event.target.value);
            if (example) setIdl(example.idl);
          }}>
          {examples.map((example) => (
            <option key={example.name} value={example.name}>
              {example.name}
            </option>
          ))}
          <option value={OWN}>Your own IDL</option>
        </select>
        <label htmlFor={`${id}-idl`} className={form.label}>
          Sails IDL
        </label>
        <textarea
          id={`${id}-idl`}
          className={clsx(form.field, form.code, styles.idl)}
          value={idl}
          rows={14}
          spellCheck={false}
          aria-invalid={state.kind === 'error'}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            setIdl(event.target.value);
            setChoice(OWN);
          }}
        />
      </div>
      <p id={`${id}-status`} className={form.status} role="status" aria-live="polite">
        {state.kind === 'loading' && 'Loading the parser…'}
        {state.kind === 'ok' && summary(state.model)}
        {state.kind === 'error' && <span className={form.error}>{state.failure.message}</span>}
      </p>
      {state.kind === 'ok' && <Program model={state.model} />}
    </div>
  );
}

/** The IDL parsed after a pause in typing; the parser loads on the first parse. */
function useParsed(idl: string): State {
  const [state, setState] = useState<State>({kind: 'loading'});
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      loadParser().then(
        (parser) => {
          if (!current) return;
          const started = performance.now();
          try {
            setState({kind: 'ok', model: toModel(parser.parse(idl))});
          } catch (err) {
            setState({kind: 'error', failure: describeParseError(err, idl)});
          }
          // Read by `npm run bench`.
          performance.measure('idl-explorer:parse', {start: started});
        },
        () => {
          if (current) {
            setState({
              kind: 'error',
              failure: {
                message:
                  'The IDL parser could not be loaded. Check your connection and reload the page.',
              },
            });
          }
        },
      );
    }, PARSE_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [idl]);
  return state;
}
