/**
 * What the IDL explorer shows of a parsed program: the sails-js set-up, then
 * its constructors, each service's commands, queries and events (each with a
 * sails-js call to copy) and its types.
 */
import React from 'react';
import CopyButton from '@site/src/components/CopyButton';
import type {Method, Model, Service} from './model';
import {eventSnippet, methodSnippet, setupSnippet} from './snippets';
import styles from './styles.module.css';

export default function Program({model}: Readonly<{model: Model}>): React.JSX.Element {
  return (
    <div className={styles.output}>
      <h3>Set up sails-js</h3>
      <Snippet code={setupSnippet()} label="Copy the sails-js set-up" />
      <Constructors model={model} />
      {model.services.map((service) => (
        <ServiceSection key={service.name} service={service} />
      ))}
      <Types model={model} />
    </div>
  );
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

function Constructors({model}: Readonly<{model: Model}>): React.JSX.Element | null {
  if (model.constructors.length === 0) return null;
  return (
    <>
      <h3>Constructors</h3>
      <ul className={styles.list}>
        {model.constructors.map((ctor) => (
          <li key={ctor.name}>
            <code>{`${ctor.name}(${ctor.params.map((p) => `${p.name}: ${p.idl}`).join(', ')})`}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

function ServiceSection({service}: Readonly<{service: Service}>): React.JSX.Element {
  return (
    <section aria-label={`Service ${service.name}`}>
      <h3>Service {service.name}</h3>
      <Methods service={service.name} title="Commands" methods={service.commands} />
      <Methods service={service.name} title="Queries" methods={service.queries} />
      <Events service={service} />
    </section>
  );
}

function signature(method: Method): string {
  const params = method.params.map((p) => `${p.name}: ${p.idl}`).join(', ');
  return `${method.name}(${params}) -> ${method.returns.idl}`;
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

function Events({service}: Readonly<{service: Service}>): React.JSX.Element | null {
  if (service.events.length === 0) return null;
  return (
    <>
      <h4>Events</h4>
      <ul className={styles.list}>
        {service.events.map((event) => (
          <li key={event.name}>
            <code>{event.payload ? `${event.name}: ${event.payload.idl}` : event.name}</code>
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
  );
}

function Types({model}: Readonly<{model: Model}>): React.JSX.Element | null {
  if (model.types.length === 0) return null;
  return (
    <>
      <h3>Types</h3>
      <dl className={styles.types}>
        {model.types.map((type) => (
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
  );
}
