/**
 * The console imports call definitions from packages/contract for their method, path, token rule and
 * time-out; it never validates with their TypeBox schemas (the server does). Vite aliases
 * `@sinclair/typebox` to this shim in the browser build, so the schema builders cost nothing there
 * (about 11 kB gzip less on the first load). Types still come from the real package.
 */
export const Type: Record<string, (...args: unknown[]) => object> = new Proxy({}, { get: () => () => ({}) });
