import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionDrainPlugin } from './connection-drain.ts';

/** A POST on `agent`'s kept connection (as nginx sends one): its status and Connection header. */
function post(port: number, agent: Agent): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/save',
        method: 'POST',
        agent,
        headers: { 'content-type': 'text/plain' },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      },
    );
    request.on('error', reject);
    request.end('draft');
  });
}

async function listeningServer() {
  const app = Fastify();
  await app.register(connectionDrainPlugin);
  app.post('/save', async () => ({ success: true }));
  // Answers once the test lets it go: a request that keeps its connection busy.
  let letGo: () => void = () => {};
  app.get('/stream', () => new Promise((resolve) => (letGo = () => resolve('done'))));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, letGo: () => letGo() };
}

describe('a stopping server hands its connections back (decision 0176)', () => {
  const agents: Agent[] = [];
  const keepAlive = () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };
  afterEach(() => {
    for (const agent of agents.splice(0)) agent.destroy();
  });

  it('answers a POST that comes on a kept connection after the stop began, then closes that connection', async () => {
    const { app, port } = await listeningServer();
    const agent = keepAlive();
    expect((await post(port, agent)).connection).toBe('keep-alive');

    const handedBack = app.handBackConnections(10_000);
    const late = await post(port, agent);
    const started = Date.now();
    await handedBack;

    expect(late).toEqual({ status: 200, connection: 'close' });
    // Resolved once the connection was gone, not after the grace.
    expect(Date.now() - started).toBeLessThan(5_000);
    await app.close();
  });

  it('refuses new connections from the moment the stop begins (nginx resends a request it could not deliver)', async () => {
    const { app, port } = await listeningServer();
    const agent = keepAlive();
    await post(port, agent);

    const handedBack = app.handBackConnections(10_000);
    await expect(post(port, new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    agent.destroy();
    await handedBack;
    await app.close();
  });

  it('closes a connection that stays idle longer than nginx keeps one (another client, not nginx)', async () => {
    const { app, port } = await listeningServer();
    await post(port, keepAlive());

    const started = Date.now();
    await app.handBackConnections(10_000, 100);

    expect(Date.now() - started).toBeLessThan(5_000);
    await app.close();
  });

  it('goes on after the grace when a request keeps its connection busy (a stream of the bell)', async () => {
    const { app, port, letGo } = await listeningServer();
    const stream = new Promise((resolve) =>
      httpRequest({ host: '127.0.0.1', port, path: '/stream', agent: keepAlive() }, resolve).end(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    await app.handBackConnections(150, 50);

    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    letGo();
    await stream;
    await app.close();
  });
});
