/**
 * Tests that need an outside service (PostgreSQL, Redis, NATS) run where it answers and are
 * skipped on a developer's machine without it. In CI they must never skip: `.ci/run` starts
 * the services and sets CI_SERVICES=1, and then a service that does not answer fails the
 * test file instead of hiding it (issue 12, decision 0084).
 */
export function serviceAnswers(name: string, answers: boolean): boolean {
  if (!answers && process.env.CI_SERVICES === '1') {
    throw new Error(`${name} does not answer, yet CI_SERVICES=1 says that CI runs it`);
  }
  return answers;
}
