// The ceiling: a bare Fastify server with one route, no hooks, no logging. Started by run.mjs as a
// child process; PORT from the environment, bound to 127.0.0.1 only.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

// The same bare server answering a stored reply verbatim (run.mjs stores whoami's reply here): the
// ceiling for a call whose reply is exactly that, with no serialisation, hooks or logging.
let reference = '{}';
app.put('/reference', async (request) => {
  reference = JSON.stringify(request.body);
  return { bytes: Buffer.byteLength(reference) };
});
app.get('/reference', async (_request, reply) => reply.type('application/json; charset=utf-8').send(reference));

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`hello server listening on 127.0.0.1:${port}\n`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
