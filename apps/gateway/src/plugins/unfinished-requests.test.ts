import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { unfinishedRequestsPlugin } from './unfinished-requests.ts';

/**
 * A server whose `/slow` handler waits for the test to let it go, then asks the "database",
 * which the server's `onClose` closes (as the site's adapters and pool are closed).
 */
async function serverWithSlowHandler(graceMs?: number) {
  const events: string[] = [];
  let databaseOpen = true;
  let started: () => void = () => {};
  const handlerStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  let letGo: () => void = () => {};
  const app = Fastify();
  await app.register(unfinishedRequestsPlugin, { graceMs });
  app.get('/slow', async () => {
    started();
    await new Promise<void>((resolve) => {
      letGo = resolve;
    });
    events.push(databaseOpen ? 'query answered' : 'query met a closed database');
    return { ok: true };
  });
  app.addHook('onClose', async () => {
    databaseOpen = false;
    events.push('database closed');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, events, handlerStarted, port, letGo: () => letGo() };
}

/** Starts a GET and drops the connection once the handler runs: a visitor who went away. */
async function abandonedRequest(port: number, handlerStarted: Promise<void>) {
  const request = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
  request.on('error', () => {});
  request.end();
  await handlerStarted;
  const closed = new Promise((resolve) => request.on('close', resolve));
  request.destroy();
  await closed;
}

describe('a stopping server and its unfinished requests', () => {
  it('lets a handler whose visitor went away answer before the database is closed', async () => {
    const server = await serverWithSlowHandler();
    await abandonedRequest(server.port, server.handlerStarted);

    const closed = server.app.close();
    // Fastify alone would close at once: the connection is gone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.events).toEqual([]);
    server.letGo();
    await closed;

    expect(server.events).toEqual(['query answered', 'database closed']);
  });

  it('closes after the grace period when a handler never ends', async () => {
    const server = await serverWithSlowHandler(100);
    await abandonedRequest(server.port, server.handlerStarted);

    const started = Date.now();
    await server.app.close();

    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(server.events).toEqual(['database closed']);
    server.letGo();
  });

  it('closes at once when nothing is running', async () => {
    const server = await serverWithSlowHandler(60_000);
    const answer = await server.app.inject({ url: '/missing' });
    expect(answer.statusCode).toBe(404);

    await server.app.close();

    expect(server.events).toEqual(['database closed']);
  });
});
