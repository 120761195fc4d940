// The baselines of bench/http-throughput.ts: the smallest Fastify route this machine can serve,
// and the same route answering a JSON body of a given size (the bytes a call's answer writes).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

const bodies = new Map();
/** `{"pad":"xxx…"}` of exactly `size` bytes (at least 11, at most 1 MB). */
function bodyOf(size) {
  const bytes = Math.min(Math.max(size, 11), 1024 * 1024);
  let body = bodies.get(bytes);
  if (!body) {
    body = Buffer.from(`{"pad":"${'x'.repeat(bytes - 10)}"}`);
    bodies.set(bytes, body);
  }
  return body;
}
app.get('/bytes/:size', async (request, reply) =>
  reply.type('application/json; charset=utf-8').send(bodyOf(Number(request.params.size) || 0)),
);

await app.listen({ port: Number(process.env.PORT ?? 3311), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
