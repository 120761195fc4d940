/**
 * The steady load of the `rolling restart` step (decision 0176): visitors of several kinds, each a
 * loop that sends its next request once the last one has answered, all through nginx. Every
 * answer is recorded with its kind, time and outcome; what the site acknowledged (uploads,
 * application saves) is kept to be read back afterwards.
 */
import { performance } from 'node:perf_hooks';

export type Kind = 'guest page' | 'signed-in page' | 'sign-in' | 'upload' | 'application save';

interface Outcome {
  kind: Kind;
  ms: number;
  /** When it was sent, in ms since the load began. */
  at: number;
  /** `connection` when no HTTP answer came at all; `failed` for a wrong one. */
  result: 'ok' | 'failed' | 'connection';
  detail: string;
}

export interface Acknowledged {
  uploads: { id: number; bytes: Buffer }[];
  saves: { id: number; email: string }[];
}

export interface LoadPlan {
  /** nginx's address. */
  site: string;
  /** A signed-in session of the demo client (its token). */
  token: string;
  guestPages: string[];
  signedInPages: string[];
  /** The fields of the application wizard's first step (region, programme, contacts). */
  stepOne: (email: string) => Record<string, string>;
}

const CLIENT = { login: 'client', password: 'Demo-2001' };

class WrongAnswer extends Error {}

/** A small PDF, different each time (the site reads an upload's type from its bytes). */
function pdf(index: number): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% rolling restart ${index} ${Date.now()}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`,
  );
}

export function startSteadyLoad(plan: LoadPlan) {
  const outcomes: Outcome[] = [];
  const acknowledged: Acknowledged = { uploads: [], saves: [] };
  const began = performance.now();
  let stopping = false;
  const cookie = `authToken=${plan.token}; __at=${plan.token}`;
  const call = (path: string) =>
    `${plan.site}/srv/${path}${path.includes('?') ? '&' : '?'}token=${plan.token}`;

  /** One request, timed and recorded; `check` throws WrongAnswer for an answer that is not right. */
  async function timed<T>(kind: Kind, what: string, send: () => Promise<T>): Promise<T | undefined> {
    const sent = performance.now();
    const record = (result: Outcome['result'], detail: string) =>
      outcomes.push({ kind, ms: performance.now() - sent, at: sent - began, result, detail });
    try {
      const value = await send();
      record('ok', what);
      return value;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      record(error instanceof WrongAnswer ? 'failed' : 'connection', `${what}: ${message}`);
      return undefined;
    }
  }

  async function expectStatus(response: Response, status = 200): Promise<Response> {
    if (response.status !== status) {
      const body = (await response.text()).slice(0, 120).replace(/\s+/g, ' ');
      throw new WrongAnswer(`HTTP ${response.status} ${body}`);
    }
    return response;
  }

  async function json<T extends { success?: boolean }>(response: Response): Promise<T> {
    const body = (await (await expectStatus(response)).json()) as T;
    if (body.success === false) throw new WrongAnswer(`success: false ${JSON.stringify(body).slice(0, 120)}`);
    return body;
  }

  const page = (kind: Kind, path: string, headers: Record<string, string> = {}) =>
    timed(kind, `GET ${path}`, async () => {
      const response = await fetch(`${plan.site}${path}`, { headers, redirect: 'manual' });
      await expectStatus(response);
      await response.arrayBuffer();
    });

  /** Sends `step` until the load stops, each loop starting from its own place in the lists. */
  async function loop(step: (turn: number) => Promise<unknown>, start: number, pauseMs = 0) {
    for (let turn = start; !stopping; turn++) {
      await step(turn);
      if (pauseMs > 0 && !stopping) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  const at = <T>(list: T[], turn: number) => list[turn % list.length] as T;
  let uploads = 0;
  let saves = 0;
  const loops = [
    // Visitors reading pages, not a flood: a restarted instance starts on a busy machine, not a saturated one.
    loop((turn) => page('guest page', at(plan.guestPages, turn)), 0, 100),
    loop((turn) => page('guest page', at(plan.guestPages, turn)), 3, 100),
    loop((turn) => page('signed-in page', at(plan.signedInPages, turn), { cookie }), 0, 100),
    loop((turn) => page('signed-in page', at(plan.signedInPages, turn), { cookie }), 2, 100),
    loop(
      () =>
        timed('sign-in', 'POST /srv/getauth', async () => {
          const response = await fetch(`${plan.site}/srv/getauth`, {
            method: 'POST',
            body: new URLSearchParams(CLIENT),
          });
          const reply = await json<{ success: boolean; token?: string }>(response);
          if (!reply.token) throw new WrongAnswer('no token');
        }),
      0,
      100,
    ),
    // SetFile allows 60 a minute from one address: one every 1.5 s keeps well under it.
    loop(
      () =>
        timed('upload', 'POST /srv/SetFile', async () => {
          const bytes = pdf(++uploads);
          const form = new FormData();
          form.append(
            'file',
            new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
            `Справка ${uploads}.pdf`,
          );
          const response = await fetch(call('SetFile'), { method: 'POST', body: form });
          const reply = await json<{ success: boolean; id: number }>(response);
          acknowledged.uploads.push({ id: reply.id, bytes });
        }),
      0,
      1500,
    ),
    // A new draft, then its first step saved: each save is read back from its own draft.
    loop(
      async () => {
        const draft = await timed(
          'application save',
          'POST CabinetApplicationWizard (new draft)',
          async () => {
            const response = await fetch(call('CabinetApplicationWizard'), {
              method: 'POST',
              body: new URLSearchParams({}),
            });
            return (await json<{ success: boolean; wizard: { id_object: number } }>(response)).wizard
              .id_object;
          },
        );
        if (draft === undefined) return;
        const email = `rolling-${++saves}@example.ru`;
        await timed('application save', 'POST CabinetApplicationWizard (step 1)', async () => {
          const response = await fetch(call('CabinetApplicationWizard'), {
            method: 'POST',
            body: new URLSearchParams({
              id_object: String(draft),
              step: '1',
              submit: '1',
              ...plan.stepOne(email),
            }),
          });
          await json(response);
          acknowledged.saves.push({ id: draft, email });
        });
      },
      0,
      200,
    ),
  ];

  return {
    outcomes,
    acknowledged,
    /** Milliseconds since the load began. */
    elapsed: () => performance.now() - began,
    async stop(): Promise<void> {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** The load's figures: requests by kind, failed ones, connection errors and latencies. */
export function loadFigures(outcomes: Outcome[]) {
  const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))];
  const summary = (list: Outcome[]) => {
    const ms = list.map((outcome) => outcome.ms).sort((a, b) => a - b);
    return {
      requests: list.length,
      failed: list.filter((outcome) => outcome.result === 'failed').length,
      connection_errors: list.filter((outcome) => outcome.result === 'connection').length,
      p50_ms: Math.round(percentile(ms, 0.5)),
      p99_ms: Math.round(percentile(ms, 0.99)),
    };
  };
  return {
    total: summary(outcomes),
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, summary(outcomes.filter((outcome) => outcome.kind === kind))]),
    ),
    problems: outcomes
      .filter((outcome) => outcome.result !== 'ok')
      .slice(0, 20)
      .map(
        (outcome) =>
          `${(outcome.at / 1000).toFixed(1)} s ${outcome.kind} ${outcome.result}: ${outcome.detail}`,
      ),
  };
}
