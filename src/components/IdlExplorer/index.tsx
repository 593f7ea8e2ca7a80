import React from 'react';
import LazyTool from '@site/src/components/LazyTool';

const load = () => import('./Explorer');

/** The Sails IDL explorer, loaded when the reader comes near it. */
export default function IdlExplorer(): React.JSX.Element {
  return <LazyTool load={load} name="the IDL explorer" minHeight={480} />;
}
