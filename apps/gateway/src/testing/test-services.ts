import { Redis } from 'ioredis';

/**
 * Outside services of the tests. Tests that need one (PostgreSQL, Redis, NATS) run where it
 * answers and are skipped on a developer's machine without it. In CI they must never skip:
 * `.ci/run` starts the services and sets CI_SERVICES=1, and then a service that does not
 * answer fails the test file instead of hiding it (issue 12, decision 0084).
 */
export function serviceAnswers(name: string, answers: boolean): boolean {
  if (!answers && process.env.CI_SERVICES === '1') {
    throw new Error(`${name} does not answer, yet CI_SERVICES=1 says that CI runs it`);
  }
  return answers;
}

/**
 * The Redis of the tests: TEST_REDIS_URL (set by .ci/run), else a local one. Not REDIS_URL,
 * which would make every test gateway share its caches.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** The NATS server (with JetStream) of the tests: TEST_NATS_URL, else NATS_URL; none by default. */
export const TEST_NATS_URL = process.env.TEST_NATS_URL || process.env.NATS_URL || undefined;

/** Whether the tests' Redis answers PING (fails the file under CI_SERVICES=1 when not). */
export async function testRedisAnswers(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  let answers = false;
  try {
    await probe.connect();
    answers = (await probe.ping()) === 'PONG';
  } catch {
    answers = false;
  } finally {
    probe.disconnect();
  }
  return serviceAnswers(`Redis at ${TEST_REDIS_URL}`, answers);
}
