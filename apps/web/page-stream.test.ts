import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// The production builds, which the site runs and the patch changes (tests run React's development build).
const require = createRequire(import.meta.url);
const productionBuild = (name: string, file: string) => join(dirname(require.resolve(name)), 'cjs', file);
const { createElement: h, Suspense } = require(
  productionBuild('react', 'react.production.js'),
) as typeof React;
const { renderToPipeableStream } = require(
  productionBuild('react-dom', 'react-dom-server.node.production.js'),
) as typeof ReactDomServer;
const { renderToString } = require(
  productionBuild('react-dom', 'react-dom-server-legacy.node.production.js'),
) as typeof ReactDomServer;

/**
 * patches/react-dom+19.3.1.patch (decision 0191): React's Node renderer gathers a flush's strings
 * and encodes them once. The page's bytes must stay exactly what React wrote before.
 */
function streamed(
  element: ReturnType<typeof h>,
  startWhen: 'onAllReady' | 'onShellReady' = 'onAllReady',
): Promise<{ html: string; writes: number }> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        pieces.push(chunk);
        callback();
      },
      final(callback) {
        resolve({ html: Buffer.concat(pieces).toString('utf8'), writes: pieces.length });
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [startWhen]: () => pipe(sink),
      onShellError: reject,
    });
  });
}

const rows = (count: number) =>
  h(
    'ul',
    { className: 'список' },
    Array.from({ length: count }, (_, index) =>
      h('li', { key: index, 'data-index': index, title: `Строка «${index}» & <b>` }, 'Трактор 🚜 № ', index),
    ),
  );

/** A part that waits for the signature before it renders (throws its promise until then). */
const signing: { ready: boolean; done: Promise<void> } = { ready: true, done: Promise.resolve() };
function Later() {
  if (!signing.ready) throw signing.done;
  return h('p', null, 'Договор подписан');
}

describe("React's Node stream, patched to encode a flush's strings at once", () => {
  it('writes the same bytes as renderToString, Cyrillic, emoji and escaping included', async () => {
    const page = h('main', null, h('h1', null, 'Заявки'), rows(30));
    expect((await streamed(page)).html).toBe(renderToString(page));
  });

  it('keeps a long page whole across its pieces', async () => {
    // Well beyond the 32 768 characters a piece gathers before it is written.
    const page = rows(2_000);
    const { html, writes } = await streamed(page);
    expect(html.length).toBeGreaterThan(100_000);
    expect(writes).toBeGreaterThan(1);
    expect(html).toBe(renderToString(page));
  });

  it('streams a boundary that waits: the fallback first, then the content in place', async () => {
    signing.ready = false;
    signing.done = new Promise<void>((resolve) =>
      setTimeout(() => {
        signing.ready = true;
        resolve();
      }, 20),
    );
    const { html } = await streamed(
      h('div', null, h(Suspense, { fallback: h('span', null, 'Загрузка…') }, h(Later))),
      'onShellReady',
    );
    const fallback = html.indexOf('Загрузка…');
    expect(fallback).toBeGreaterThan(-1);
    expect(html.indexOf('Договор подписан')).toBeGreaterThan(fallback);
  });
});
