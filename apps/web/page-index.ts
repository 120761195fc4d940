import { content, type GatewayClient } from '@agrolease/contracts';
import { createRefreshScheduler } from '@agrolease/domain';

/**
 * The list of content pages (GetPageIDs), refreshed hourly with back-off on failure
 * (spec 2 §8, packages/domain refresh-schedule). Unknown addresses that are pages of the
 * content table are looked up (for url_redirect) instead of answering 404 at once.
 */
export function createPageIndex(gateway: GatewayClient, log: (line: string) => void) {
  let urls = new Set<string>();
  const scheduler = createRefreshScheduler({
    refresh: async () => {
      const { items } = await gateway.call(content.getPageIDs);
      urls = new Set(items.map((item) => item.url));
    },
    onError: (error, retryInMs) =>
      log(
        `GetPageIDs refresh failed (${error instanceof Error ? error.message : String(error)}); retry in ${retryInMs} ms`,
      ),
  });
  return {
    has: (url: string) => urls.has(url),
    start: () => scheduler.start(),
    stop: () => scheduler.stop(),
  };
}
