/**
 * The little of @babel/traverse and @babel/generator that trimModal.ts uses.
 * Neither package ships types, and @types/babel__* would be two more
 * packages for the few members used here.
 */
declare module '@babel/traverse' {
  import type {Node, Program} from '@babel/types';

  export type NodePath = {
    readonly node: Node;
    readonly parentPath: NodePath | null;
    readonly scope: Scope;
  };
  export type Binding = {
    readonly path: NodePath;
    readonly referencePaths: readonly NodePath[];
    readonly constantViolations: readonly NodePath[];
  };
  export type Scope = {readonly bindings: Readonly<Record<string, Binding>>};

  export default function traverse(
    ast: Node,
    visitors: {
      Program?: (path: NodePath & {readonly node: Program}) => void;
      enter?: (path: NodePath & {replaceWith(node: Node): void; skip(): void}) => void;
    },
  ): void;
}

declare module '@babel/generator' {
  import type {Node} from '@babel/types';

  export default function generate(
    ast: Node,
    options?: {compact?: boolean; comments?: boolean},
  ): {code: string};
}
