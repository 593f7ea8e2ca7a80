import React from 'react';
// @theme-init: the classic theme's layout. This file is itself a theme
// component of the plugin, so @theme-original would point back at it.
import Layout from '@theme-init/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import DocsAssistant from '@theme/DocsAssistant';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Adds the docs assistant's launcher to docs pages only. Placed after the
 * layout, it sits below the page (in the flow) on narrow screens, where a
 * floating button would cover the text.
 */
export default function DocItemLayoutWithAssistant(props: Props): React.JSX.Element {
  return (
    <>
      <Layout {...props} />
      <DocsAssistant />
    </>
  );
}
