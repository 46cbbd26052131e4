import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The browser never validates with the contract's schemas: see src/lib/typebox-shim.
  resolve: { alias: { '@sinclair/typebox': fileURLToPath(new URL('./src/lib/typebox-shim/index.ts', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:8080', '/files': 'http://localhost:8080' } },
  // The manifest lets bench/bundle.mjs add up each route's first-load JS.
  build: { outDir: 'dist', chunkSizeWarningLimit: 800, manifest: true },
});
