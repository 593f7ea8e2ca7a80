// The components this plugin serves from its theme folder, as other code imports them.
declare module '@theme/DocsAssistant' {
  import type {ReactNode} from 'react';

  export default function DocsAssistant(): ReactNode;
}
