import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Lets the build drop the shared package's schemas a chunk never uses. packages/shared builds its
 * zod schemas at module top level (`export const x = z.object(...)`); a bundler must keep every
 * such call, used or not, since a call may have side effects, so each page chunk built (and a
 * phone spent time constructing) the request schemas of the server too. Each top-level `const`
 * whose value is a call or a `new` becomes `/* @__PURE__ *\/ (() => value)()`: the same value, built at the
 * same moment, but a declaration nobody imports is left out. Web build only; the server and the
 * tests import the files as they are.
 */
export function pureSchemas({ include }: { include: string }): Plugin {
  return {
    name: 'lyceum:pure-schemas',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(include) || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const out = new MagicString(code);
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          // A `new RegExp(...)` too: one left in place kept its whole module, and zod with it.
          if (init?.type !== 'CallExpression' && init?.type !== 'NewExpression') continue;
          out.prependLeft(init.start, '/* @__PURE__ */ (() => (');
          out.appendRight(init.end, '))()');
        }
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
