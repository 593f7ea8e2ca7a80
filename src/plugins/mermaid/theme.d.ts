// The components this plugin serves from its theme folder, as other code imports them.
declare module '@theme/MermaidDiagram' {
  import type {ReactNode} from 'react';

  export type Props = {
    readonly source: string;
    readonly light: string;
    readonly lightSize: string;
    readonly dark: string;
    readonly darkSize: string;
  };
  export default function MermaidDiagram(props: Props): ReactNode;
}

declare module '@theme/MermaidLazy' {
  import type {ReactNode} from 'react';

  export default function MermaidLazy(props: {readonly value: string}): ReactNode;
}
