// The ceiling: a bare Fastify server with one route, no hooks, no logging. Started by run.mjs as a
// child process; PORT from the environment, bound to 127.0.0.1 only.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`hello server listening on 127.0.0.1:${port}\n`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
