import type { Plugin } from 'vite';

/*
 * Preload hints that cost the landing page no JavaScript (a list's frame on a slow link; the
 * `build.modulePreload: false` of vite.config.ts ships no preload map):
 *
 * - index.html gets a `<link rel="modulepreload">` for each chunk the entry imports statically (the
 *   vendor and shell chunks), so they download beside the entry instead of one round trip after it;
 * - `preload-hints.json` names the chunks a direct link to a list needs: first its frame
 *   (app/screen-placeholder.tsx and its imports), then the list screen (the data layout, the list page and
 *   all they import, which otherwise arrive one level of imports per round trip). The server adds them to
 *   the index.html it sends for those paths (apps/server/src/plugins/spa.ts); other pages never fetch them.
 *   The reader's screen likewise (the data layout and the viewer page with their imports).
 * - `readerEarlyScript` is the code of the build's `reader-early` entry (src/features/viewer/early-preview.ts),
 *   which the server inlines at the top of a direct link's page to the reader; its chunk is taken out of
 *   the build (nothing else loads it) and must import nothing. `pdfWorker` names pdf.js's worker file,
 *   which that script starts early on a device that has read a PDF before (decision 0025).
 * - `appCatalog` names, per language, the `app` message catalog that every screen but the landing page
 *   waits for (it loads with the screen's code, app/router.tsx): the server preloads the one of the
 *   caller's language on those direct links, which otherwise fetched it a round trip after the entry ran.
 */

export const PRELOAD_HINTS_FILE = 'preload-hints.json';

/** What the server reads: for each hint, the chunks (absolute URLs) to preload. */
export interface PreloadHints {
  listFrame: string[];
  listScreen: string[];
  readerScreen: string[];
  appCatalog: Record<string, string[]>;
  /** The early script of a direct link to the reader, a classic script's code; absent when not built. */
  readerEarlyScript?: string;
  /** pdf.js's worker (an asset), which that script may start for a reader whose code is cached. */
  pdfWorker?: string;
}

/** The build's entry (vite.config.ts) whose code becomes `readerEarlyScript`. */
export const READER_EARLY_ENTRY = 'reader-early';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  name: string;
  code: string;
  isEntry: boolean;
  exports: string[];
  moduleIds: readonly string[];
  imports: string[];
}

function isChunk(output: unknown): output is ChunkLike {
  return typeof output === 'object' && output !== null && (output as { type?: unknown }).type === 'chunk';
}

/** The chunk and every chunk it imports statically, transitively, less those in `skip`. */
function staticClosure(bundle: Record<string, unknown>, fileName: string, skip: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || skip.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (isChunk(chunk)) for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return [...seen];
}

/** Where each hint's chunks start: modules (source paths) whose chunks, and what they import, it names. */
export interface PreloadHintModules {
  /** What the frame needs (app/screen-placeholder.tsx): preloaded first. */
  listFrame: readonly RegExp[];
  /** The list screen behind it (the data layout, the list page): preloaded once the frame's code runs. */
  listScreen: readonly RegExp[];
  /** The reader screen (the data layout, the viewer page; pdf.js is a dynamic import of its own). */
  readerScreen: readonly RegExp[];
  /** Per language, the `app` catalog's module. */
  appCatalog: Readonly<Record<string, RegExp>>;
}

export function preloadHints(options: {
  base: string;
  modules: PreloadHintModules;
  /** The asset file (its name in the build) of pdf.js's worker. */
  pdfWorker?: RegExp;
}): Plugin {
  const url = (fileName: string) => `${options.base}${fileName}`;
  return {
    name: 'prepshelf-preload-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        const entry = context.chunk;
        if (bundle === undefined || entry === undefined) return [];
        return staticClosure(bundle, entry.fileName, new Set())
          .filter((name) => name !== entry.fileName)
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: url(name) },
            injectTo: 'head' as const,
          }));
      },
    },
    generateBundle(_options, bundle) {
      // The early script: its code goes into the hints, its file out of the build.
      let readerEarlyScript: string | undefined;
      for (const [fileName, output] of Object.entries(bundle) as [string, unknown][]) {
        if (!isChunk(output) || !output.isEntry || output.name !== READER_EARLY_ENTRY) continue;
        if (output.imports.length > 0 || output.exports.length > 0 || /<\/script/i.test(output.code)) {
          this.error(
            `preload-hints: ${READER_EARLY_ENTRY} must be a classic script (no imports, no exports, no </script>)`,
          );
        }
        readerEarlyScript = output.code.trim();
        delete (bundle as Record<string, unknown>)[fileName];
      }
      const pdfWorker =
        options.pdfWorker === undefined
          ? undefined
          : Object.keys(bundle).find((fileName) => options.pdfWorker!.test(fileName));
      if (options.pdfWorker !== undefined && pdfWorker === undefined) this.error('preload-hints: no pdf.js worker');
      const chunks: ChunkLike[] = [];
      for (const output of Object.values(bundle) as unknown[]) if (isChunk(output)) chunks.push(output);
      const entryClosure = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => staticClosure(bundle, entry.fileName, new Set())),
      );
      /** The chunks of these modules and all they import statically, less the entry's and those in `skip`. */
      const closureOf = (modules: readonly RegExp[], skip: ReadonlySet<string>): string[] => {
        const names = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => module.test(id)));
          if (chunk === undefined) this.error(`preload-hints: no chunk for ${String(module)}`);
          for (const name of staticClosure(bundle, chunk.fileName, new Set([...entryClosure, ...skip])))
            names.add(name);
        }
        return [...names];
      };
      const listFrame = closureOf(options.modules.listFrame, new Set());
      const listScreen = closureOf(options.modules.listScreen, new Set(listFrame));
      const readerScreen = closureOf(options.modules.readerScreen, new Set());
      const appCatalog: Record<string, string[]> = {};
      for (const [language, module] of Object.entries(options.modules.appCatalog)) {
        appCatalog[language] = closureOf([module], new Set()).map(url);
      }
      const hints: PreloadHints = {
        listFrame: listFrame.map(url),
        listScreen: listScreen.map(url),
        readerScreen: readerScreen.map(url),
        appCatalog,
        ...(readerEarlyScript === undefined ? {} : { readerEarlyScript }),
        ...(pdfWorker === undefined ? {} : { pdfWorker: url(pdfWorker) }),
      };
      this.emitFile({ type: 'asset', fileName: PRELOAD_HINTS_FILE, source: `${JSON.stringify(hints)}\n` });
    },
  };
}
