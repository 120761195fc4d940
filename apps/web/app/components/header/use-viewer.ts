import type { TAuthAccount } from '@agrolease/contracts/auth';
import { useEffect, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';

/**
 * The mark the server puts on <html> when a page kept for every visitor is answered to a
 * signed-in one (apps/web/shared-page.ts, decision 0157).
 */
const SIGNED_IN_MARK = 'data-account';

/** The account CheckAuth answered, and the root data it stands in for. */
interface Found {
  root: unknown;
  account: TAuthAccount | null;
}

let found: Found | undefined;
let asking = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One CheckAuth for every header part that asks at once (the desktop bar and the mobile menu). */
async function askAccount(root: unknown): Promise<void> {
  if (asking) return;
  asking = true;
  let account: TAuthAccount | null = null;
  try {
    const response = await fetch('/srv/CheckAuth', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (response.ok) account = ((await response.json()) as { account: TAuthAccount }).account;
  } catch {
    // Offline or refused: the page stays a guest's, with «Войти».
  }
  found = { root, account };
  document.documentElement.removeAttribute(SIGNED_IN_MARK);
  for (const listener of listeners) listener();
}

/**
 * The signed-in account for the header: the root loader's when the page was rendered for the
 * visitor; on a page kept for every visitor, the one CheckAuth answers after load. That answer
 * stands until the root's data is loaded again (after signing in or out, the root's own is right).
 * `undefined` while it is being asked.
 */
export function useViewer(): TAuthAccount | null | undefined {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const known = useSyncExternalStore(
    subscribe,
    () => found,
    () => undefined,
  );
  const marked = useSyncExternalStore(
    subscribe,
    () => document.documentElement.hasAttribute(SIGNED_IN_MARK),
    () => false,
  );
  useEffect(() => {
    if (marked && !root?.viewer) void askAccount(root);
  }, [marked, root]);
  if (root?.viewer) return root.viewer;
  if (known && known.root === root) return known.account;
  return marked ? undefined : null;
}
