import React from 'react';
import LazyTool from '@site/src/components/LazyTool';

const load = () => import('./Converter');

/** The address converter, loaded when the reader comes near it. */
export default function AddressConverter(): React.JSX.Element {
  return <LazyTool load={load} name="the address converter" minHeight={320} />;
}
