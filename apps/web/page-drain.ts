/**
 * The page requests in progress, for a stop that lets them finish (issue 40): `finish` refuses
 * new pages from then on and resolves once the last one has answered, or after `graceMs`.
 */
export function createPageDrain() {
  let inProgress = 0;
  let draining = false;
  let onIdle: (() => void) | undefined;
  return {
    get draining() {
      return draining;
    },
    async track<T>(page: () => Promise<T>): Promise<T> {
      inProgress += 1;
      try {
        return await page();
      } finally {
        inProgress -= 1;
        if (inProgress === 0) onIdle?.();
      }
    },
    async finish(graceMs: number, onTimeout: (left: number) => void): Promise<void> {
      draining = true;
      if (inProgress === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        onIdle = resolve;
        timer = setTimeout(() => {
          onTimeout(inProgress);
          resolve();
        }, graceMs);
      });
      clearTimeout(timer);
    },
  };
}
