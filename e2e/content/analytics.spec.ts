import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';
import { stores } from '../playwright.config';

const STREAM = 'AGROLEASE_ANALYTICS';

/** Looks for an event among the last messages of the JetStream stream. */
async function findInStream(url: string, guid: string): Promise<Record<string, unknown> | undefined> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info(STREAM);
    for (let seq = state.last_seq; seq >= Math.max(state.first_seq, state.last_seq - 200); seq--) {
      const message = await jsm.streams.getMessage(STREAM, { seq }).catch(() => null);
      const event = message?.json<Record<string, unknown>>();
      if (event?.guid === guid) return event;
    }
    return undefined;
  } finally {
    await nc.close();
  }
}

test('a page view arrives at the analytics intake with release 1.4', async ({ page }) => {
  await asReturningVisitor(page);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/nats/') && request.method() === 'POST',
  );
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/nats/'));
  await page.goto('/company/history/');
  const event = (await sent).postDataJSON();
  expect(event).toMatchObject({
    eventType: 'pageview',
    versionRelease: '1.4',
    location: expect.stringContaining('/company/history/'),
  });
  const reply = await (await answered).json();
  expect(reply.success).toBe(true);

  const natsUrl = stores.env.NATS_URL ?? process.env.NATS_URL;
  // With NATS_URL the event travels through JetStream; without it it is written to the table.
  expect(reply.via).toBe(natsUrl ? 'nats' : 'table');
  if (natsUrl) {
    await expect
      .poll(() => findInStream(natsUrl, event.guid), { timeout: 10_000 })
      .toMatchObject({ versionRelease: '1.4' });
  }
});
