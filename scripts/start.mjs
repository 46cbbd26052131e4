// `npm start`: builds what is not built (or is older than its sources), then runs the server,
// which migrates the database, seeds the demo data into an empty one and serves the console and /api.
import { buildStale } from './build-stale.mjs';

buildStale();
await import('../server/dist/main.js');
