import type { Plugin } from 'vite';

/*
 * Which of the build's files the service worker precaches at its install, and which it leaves for later
 * (docs/decisions/0037). The precache holds the shell and the screens a logged-out visitor can open: all the
 * entries lead to, statically or by dynamic import, short of the chunks of `later`'s modules (the reader,
 * the signed-in and staff screens). Every other script and style sheet, pdf.js's worker and the fonts are
 * "later": cached when first used, or in the background on a fast link (src/sw.ts).
 *
 * The main build's `generateBundle` finds the split; `manifestTransform` takes the later files out of
 * the precache manifest, and `serviceWorkerPlugin` gives the service worker's own build the module
 * `virtual:precache-later` (the later files, and those the reader needs, as absolute URLs).
 */

const VIRTUAL_ID = 'virtual:precache-later';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Files the split concerns: the others (HTML, icons, the manifest) are always precached. */
const SPLIT_FILE = /\.(?:m?js|css|woff2?)$/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

function isChunk(output: unknown): output is ChunkLike {
  return typeof output === 'object' && output !== null && (output as { type?: unknown }).type === 'chunk';
}

export interface PrecacheSplitOptions {
  base: string;
  /**
   * Modules (source paths) of what a logged-out visitor never opens: the reader, the signed-in and the
   * staff screens, their catalogs. Their chunks, and what only they lead to, are later.
   */
  later: readonly RegExp[];
  /** The reader's modules: their chunks and what they import, kept with a PDF saved for offline. */
  reader: readonly RegExp[];
  /** pdf.js's worker (an asset, not a chunk: no import names it). */
  pdfWorker: RegExp;
}

export interface PrecacheSplit {
  /** The main build's plugin that finds the split. */
  plugin: Plugin;
  /** For vite-plugin-pwa's `injectManifest.manifestTransforms`: drops the later files. */
  manifestTransform: <Entry extends { url: string }>(
    entries: Entry[],
  ) => Promise<{ manifest: Entry[]; warnings: string[] }>;
  /** For vite-plugin-pwa's `injectManifest.buildPlugins.vite`: serves `virtual:precache-later`. */
  serviceWorkerPlugin: () => Plugin;
}

export function precacheSplit(options: PrecacheSplitOptions): PrecacheSplit {
  let later: string[] | undefined;
  let reader: string[] = [];

  const plugin: Plugin = {
    name: 'prepshelf-precache-split',
    apply: 'build',
    generateBundle(_options, bundle) {
      const outputs = bundle as Record<string, unknown>;
      const chunks = Object.values(outputs).filter(isChunk);
      const isLaterRoot = (chunk: ChunkLike) =>
        chunk.moduleIds.some((id) => options.later.some((module) => module.test(id)));
      /**
       * The chunks named and all they import statically, with their CSS; with `dynamic`, also what they
       * import dynamically, short of the chunks `dynamic` refuses (and what only those lead to).
       */
      const closure = (names: readonly string[], dynamic?: (chunk: ChunkLike) => boolean) => {
        const seen = new Set<string>();
        const visit = (name: string, isDynamic: boolean) => {
          const chunk = outputs[name];
          if (seen.has(name) || (isDynamic && isChunk(chunk) && !dynamic?.(chunk))) return;
          seen.add(name);
          if (!isChunk(chunk)) return;
          for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
          for (const imported of chunk.imports) visit(imported, false);
          if (dynamic) for (const imported of chunk.dynamicImports) visit(imported, true);
        };
        for (const name of names) visit(name, false);
        return seen;
      };
      // First: all the entries lead to, statically or not, short of the later modules' chunks.
      const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const first = closure(entries, (chunk) => !isLaterRoot(chunk));
      const readerChunks = chunks
        .filter((chunk) => chunk.moduleIds.some((id) => options.reader.some((module) => module.test(id))))
        .map((chunk) => chunk.fileName);
      if (readerChunks.length === 0) this.error('precache-split: no chunk for the reader');
      const worker = Object.keys(outputs).find((name) => options.pdfWorker.test(name));
      if (worker === undefined) this.error('precache-split: no pdf.js worker');
      later = Object.keys(outputs)
        .filter((name) => SPLIT_FILE.test(name) && !first.has(name))
        .sort();
      const laterSet = new Set(later);
      reader = [...closure(readerChunks), worker]
        .filter((name) => laterSet.has(name))
        .map((name) => `${options.base}${name}`);
    },
  };

  return {
    plugin,
    manifestTransform: (entries) => {
      if (later === undefined) throw new Error('precache-split: the main build has not run');
      const laterSet = new Set(later);
      return Promise.resolve({ manifest: entries.filter((entry) => !laterSet.has(entry.url)), warnings: [] });
    },
    serviceWorkerPlugin: () => ({
      name: 'prepshelf-precache-later',
      resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
      load(id) {
        if (id !== RESOLVED_ID) return undefined;
        if (later === undefined) this.error('precache-split: the main build has not run');
        const urls = later.map((name) => `${options.base}${name}`);
        return `export const LATER = ${JSON.stringify(urls)};\nexport const READER = ${JSON.stringify(reader)};\n`;
      },
    }),
  };
}
