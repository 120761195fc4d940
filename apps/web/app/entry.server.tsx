import { Transform, type TransformCallback } from 'node:stream';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { CspNonceContext } from './lib/csp-nonce';
import { pageResponse } from './lib/page-body.server';
import { branchesForPartialManifest, manifestForRender } from './lib/partial-manifest-branches.server';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the response's CSP nonce (decision 0079): on React's
 * own inline scripts, on the router's hydration and streaming scripts, and through
 * CspNonceContext on the root layout's <Scripts>, <ScrollRestoration> and colour-scheme script;
 * and the short list of route branches for the partial manifest (decision 0115) with the manifest's
 * routes cut to those the render can reach (decision 0127).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // Only the route branches the page's partial manifest can match (decision 0115).
  const { pathname } = routerContext.staticHandlerContext.location;
  const branches = branchesForPartialManifest(routerContext.branches, pathname);
  const context: EntryContext = {
    ...routerContext,
    manifest: manifestForRender(
      routerContext.manifest,
      branches,
      routerContext.staticHandlerContext.matches.map((match) => match.route.id),
      pathname,
    ),
    branches,
  };
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA mode wait for all content before the answer starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        // A boundary already rendered is written in place. By default React moves every one past
        // the first 12.8 KB of HTML to the end of the answer, to be put in place by its inline
        // script: the header, the footer and the product's widgets then appeared after the first
        // paint (layout shift up to 1.0) and were moved once more by the browser (decision 0137).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new BatchedHtml(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(pageResponse(body, { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors of the shell itself are logged by React Router's handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * The page's bytes as React finishes them: React writes its HTML in 4 KB pieces and calls
 * `flush()` when a batch is complete (what it does for compression streams). The pieces of one
 * batch leave as one chunk: one socket write for a page rendered at once instead of about 30
 * (writes were 7 % of the CPU of the signed-in dashboard under load, decision 0115). A page that
 * streams (a Suspense boundary resolving later) still sends each batch when it is ready.
 */
class BatchedHtml extends Transform {
  #pieces: Buffer[] = [];
  #scheduled = false;
  readonly #onEnd: () => void;

  constructor(onEnd: () => void) {
    super();
    this.#onEnd = onEnd;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pieces.push(chunk);
    // React calls flush() after each batch; the immediate is a safety net should it not.
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.flush());
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    this.#onEnd();
    callback();
  }

  /** Sends what React has written since the last batch (called by React's renderer). */
  flush(): void {
    this.#scheduled = false;
    if (this.#pieces.length === 0) return;
    const batch = this.#pieces.length === 1 ? this.#pieces[0] : Buffer.concat(this.#pieces);
    this.#pieces = [];
    this.push(batch);
  }
}
