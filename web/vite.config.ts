import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/**
 * Preload lists without what is already loaded. Vite gives every lazy page a list of all the chunks it needs, to fetch
 * them at once; most of them (React, antd, the request layer, the widgets of the shell) were loaded with the entry or
 * with the chunk that imports the page. The route tables hold one list per page, so those names cost the shell chunk
 * about 140 bytes gzip per route. Here a list keeps only the chunks that neither the entry nor the importing chunk
 * loads statically: at runtime Vite skips those anyway. docs/decisions.md, "Performance notes".
 */
function preloadOnlyNew(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let bundle: Rollup.OutputBundle | undefined;
  const staticClosure = (file: string, into = new Set<string>()): Set<string> => {
    const chunk = bundle?.[file];
    if (into.has(file) || chunk?.type !== 'chunk') return into;
    into.add(file);
    for (const imported of chunk.imports) staticClosure(imported, into);
    return into;
  };
  return {
    // Runs before Vite writes the lists (its own generateBundle), so the whole bundle is known.
    plugin: { name: 'preload-only-new', enforce: 'pre', generateBundle(_options, output) { bundle = output; } },
    resolveDependencies(_file, deps, { hostId }) {
      if (!bundle) return deps;
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      const loaded = staticClosure(hostId, entry ? staticClosure(entry.fileName) : new Set());
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
const preload = preloadOnlyNew();

export default defineConfig({
  plugins: [react(), preload.plugin],
  // The browser never validates with the contract's schemas: see src/lib/typebox-shim.
  resolve: { alias: { '@sinclair/typebox': fileURLToPath(new URL('./src/lib/typebox-shim/index.ts', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:8080', '/files': 'http://localhost:8080' } },
  // The manifest lets bench/bundle.mjs add up each route's first-load JS.
  build: { outDir: 'dist', chunkSizeWarningLimit: 800, manifest: true, modulePreload: { resolveDependencies: preload.resolveDependencies } },
});
