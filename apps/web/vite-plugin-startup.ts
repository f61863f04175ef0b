import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

interface Startup {
  /** The module index.html loads: it must stay small (no React). */
  entry: string;
  /** The app (React and all), which the small entry imports dynamically; index.html preloads it. */
  app: string;
  /** The lazily loaded modules the entry may start for a URL (the routes' pages and shell). */
  lazy: string[];
}

/**
 * What index.html needs so that the entry (src/main.ts, a few kilobytes) can start everything a
 * URL needs at once, before React has arrived (app/route-start.ts):
 *
 * - a `<link rel="modulepreload">` for the app's chunks, so the browser fetches them beside the
 *   entry rather than once the entry has run;
 * - `<script type="application/json" id="route-chunks">`: for each lazily loaded module of the
 *   routes, the files it needs beyond the entry and the app (its chunk, the chunks it imports, its
 *   stylesheets), which the entry preloads for the URL it finds. A data block: never executed, so
 *   the Content-Security-Policy (scripts from our origin only) does not apply to it.
 *
 * Module names are paths from the project root ('/src/...'). The build fails if one is missing.
 */
export function startup({ entry, app, lazy }: Startup): Plugin {
  const entryModules = new Set<string>();
  return {
    name: 'lyceum:startup',
    apply: 'build',
    // The app is a second input (not only the entry's dynamic import), so that the pages, which
    // only ever load after it, find in its chunk what they share with it.
    options(options) {
      return { ...options, input: { index: 'index.html', app: app.slice(1) } };
    },
    buildEnd() {
      // From index.html itself, which also imports Vite's modulepreload polyfill.
      const roots = [...this.getModuleIds()].filter((id) => id.endsWith('/index.html') || id.endsWith(entry));
      if (!roots.some((id) => id.endsWith(entry))) throw new Error(`startup: ${entry} is not part of the build`);
      const visit = (id: string) => {
        if (entryModules.has(id)) return;
        entryModules.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      roots.forEach(visit);
    },
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      const appGroup = {
        name: 'app',
        tags: ['$initial' as const],
        test: (id: string) => !entryModules.has(id),
        includeDependenciesRecursively: false,
      };
      return { ...options, codeSplitting: { ...splitting, groups: [appGroup, ...(splitting.groups ?? [])] } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): HtmlTagDescriptor[] {
        const bundle: OutputBundle | undefined = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const chunkOf = (module: string) => {
          const found = chunks.find((chunk) => (chunk.isDynamicEntry || chunk.isEntry) && chunk.facadeModuleId?.endsWith(module));
          if (!found) throw new Error(`startup: ${module} is not a lazily loaded chunk of the build`);
          return found;
        };
        /** A chunk's file and those of the chunks it imports, less the ones in `known`. */
        const closure = (chunk: OutputChunk, known: Set<string>) => {
          const files: string[] = [];
          const visit = (fileName: string) => {
            if (known.has(fileName) || files.includes(fileName)) return;
            files.push(fileName);
            const imported = bundle[fileName];
            if (imported?.type === 'chunk') imported.imports.forEach(visit);
          };
          visit(chunk.fileName);
          return files;
        };
        const inPage = new Set(chunks.filter((chunk) => html.includes(`"/${chunk.fileName}"`)).map((chunk) => chunk.fileName));
        const appFiles = closure(chunkOf(app), inPage);
        const loading = new Set([...inPage, ...appFiles]);
        const map: Record<string, [string[], string[]]> = {};
        for (const module of lazy) {
          const files = closure(chunkOf(module), loading);
          const styles = files.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);
          map[module] = [files.map((file) => `/${file}`), [...new Set(styles)].map((file) => `/${file}`)];
        }
        return [
          ...appFiles.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          })),
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-chunks' },
            // JSON cannot end the element early: '<' is written as \u003c.
            children: JSON.stringify(map).replaceAll('<', '\\u003c'),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
