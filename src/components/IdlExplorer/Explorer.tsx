import React, {useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import CopyButton from '@site/src/components/CopyButton';
import examples from './examples.json';
import {loadParser} from './parser';
import {describeParseError, toModel, type Method, type Model, type ParseFailure} from './model';
import {eventSnippet, methodSnippet, setupSnippet} from './snippets';
import form from '@site/src/css/toolForm.module.css';
import styles from './styles.module.css';

type State =
  | {readonly kind: 'loading'}
  | {readonly kind: 'ok'; readonly model: Model}
  | {readonly kind: 'error'; readonly failure: ParseFailure};

/** Waits for a pause in typing before parsing again. */
const PARSE_DELAY_MS = 120;
const OWN = 'own';

function signature(method: Method): string {
  const params = method.params.map((p) => `${p.name}: ${p.idl}`).join(', ');
  return `${method.name}(${params}) -> ${method.returns.idl}`;
}

function Snippet({code, label}: Readonly<{code: string; label: string}>): React.JSX.Element {
  return (
    <div className={styles.snippet}>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
      <CopyButton key={code} text={code} label={label} />
    </div>
  );
}

function Methods({
  service,
  title,
  methods,
}: Readonly<{
  service: string;
  title: string;
  methods: readonly Method[];
}>): React.JSX.Element | null {
  if (methods.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className={styles.list}>
        {methods.map((method) => (
          <li key={method.name}>
            <code>{signature(method)}</code>
            {method.docs && <p className={styles.docs}>{method.docs}</p>}
            <details>
              <summary>sails-js call</summary>
              <Snippet
                code={methodSnippet(service, method)}
                label={`Copy the sails-js call of ${service}.${method.name}`}
              />
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

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
      {state.kind === 'ok' && (
        <div className={styles.output}>
          <h3>Set up sails-js</h3>
          <Snippet code={setupSnippet()} label="Copy the sails-js set-up" />
          {state.model.constructors.length > 0 && (
            <>
              <h3>Constructors</h3>
              <ul className={styles.list}>
                {state.model.constructors.map((ctor) => (
                  <li key={ctor.name}>
                    <code>{`${ctor.name}(${ctor.params.map((p) => `${p.name}: ${p.idl}`).join(', ')})`}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
          {state.model.services.map((service) => (
            <section key={service.name} aria-label={`Service ${service.name}`}>
              <h3>Service {service.name}</h3>
              <Methods service={service.name} title="Commands" methods={service.commands} />
              <Methods service={service.name} title="Queries" methods={service.queries} />
              {service.events.length > 0 && (
                <>
                  <h4>Events</h4>
                  <ul className={styles.list}>
                    {service.events.map((event) => (
                      <li key={event.name}>
                        <code>
                          {event.payload ? `${event.name}: ${event.payload.idl}` : event.name}
                        </code>
                        <details>
                          <summary>sails-js subscription</summary>
                          <Snippet
                            code={eventSnippet(service.name, event)}
                            label={`Copy the subscription to ${service.name}.${event.name}`}
                          />
                        </details>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          ))}
          {state.model.types.length > 0 && (
            <>
              <h3>Types</h3>
              <dl className={styles.types}>
                {state.model.types.map((type) => (
                  <div key={type.name}>
                    <dt>
                      <code>{type.name}</code>
                    </dt>
                    <dd>
                      <code>{type.definition}</code>
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
      )}
    </div>
  );
}
