import { EventEmitter, once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';

/**
 * What the proxy does to the first PUT it sees:
 * - `pass`: nothing (the control case);
 * - `half-body`: sends the request line, the headers and half of the body on, then holds the rest,
 *   so the upload is in flight for as long as the test likes;
 * - `hold-response`: sends the whole request on but keeps the service's answer from the caller,
 *   so the object is stored while the caller still waits.
 */
export type StallMode = 'pass' | 'half-body' | 'hold-response';

export interface StallingProxy {
  endpoint: string;
  /** Emits `stalled` with the PUT's path once the chosen point is reached. */
  events: EventEmitter;
  close(): Promise<void>;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** A TCP proxy in front of an HTTP service (the local S3) that freezes one upload midway. */
export async function startStallingProxy(upstreamPort: number, mode: StallMode): Promise<StallingProxy> {
  const events = new EventEmitter();
  const sockets = new Set<Socket>();
  let stalledOnce = false;

  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: upstreamPort });
    sockets.add(client).add(upstream);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', closeBoth).on('error', closeBoth);
    upstream.on('close', closeBoth).on('error', closeBoth);

    let head = Buffer.alloc(0);
    let watching = mode !== 'pass' && !stalledOnce;
    let bodyLeftToForward = Number.POSITIVE_INFINITY;
    let putPath = '';
    let holdingResponse = false;
    let responseHeld = false;

    client.on('data', (chunk: Buffer) => {
      if (!watching) {
        if (bodyLeftToForward === Number.POSITIVE_INFINITY) upstream.write(chunk);
        else if (bodyLeftToForward > 0) {
          const part = chunk.subarray(0, bodyLeftToForward);
          bodyLeftToForward -= part.length;
          upstream.write(part);
          if (bodyLeftToForward === 0) events.emit('stalled', putPath);
        }
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEADER_END);
      if (end < 0) return;
      const headerText = head.subarray(0, end).toString('latin1');
      const [requestLine = ''] = headerText.split('\r\n');
      const [method = '', path = ''] = requestLine.split(' ');
      watching = false;
      if (method !== 'PUT') {
        upstream.write(head);
        return;
      }
      stalledOnce = true;
      putPath = path;
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headerText)?.[1] ?? 0);
      const body = head.subarray(end + HEADER_END.length);
      if (mode === 'hold-response') {
        holdingResponse = true;
        upstream.write(head);
        return;
      }
      // half-body: the headers and half of the body, then nothing more
      bodyLeftToForward = Math.floor(length / 2);
      upstream.write(head.subarray(0, end + HEADER_END.length));
      const part = body.subarray(0, bodyLeftToForward);
      bodyLeftToForward -= part.length;
      upstream.write(part);
      if (bodyLeftToForward === 0) events.emit('stalled', putPath);
    });
    upstream.on('data', (chunk: Buffer) => {
      // An interim `100 Continue` (the SDK asks for it before a large body) is let through.
      if (holdingResponse && !chunk.subarray(0, 12).toString('latin1').startsWith('HTTP/1.1 100')) {
        // The service has answered: the object is stored, the caller is never told.
        if (!responseHeld) events.emit('stalled', putPath);
        responseHeld = true;
        return;
      }
      client.write(chunk);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    events,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
