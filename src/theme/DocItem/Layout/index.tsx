import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import DocsAssistant from '@site/src/components/DocsAssistant';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Adds the docs assistant's launcher to docs pages only. Placed after the
 * layout, it sits below the page (in the flow) on narrow screens, where a
 * floating button would cover the text.
 */
export default function DocItemLayoutWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Layout {...props} />
      <DocsAssistant />
    </>
  );
}
