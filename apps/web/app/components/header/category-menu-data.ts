import type { reference, TCallReply } from '@agrolease/contracts';
import { useEffect, useState } from 'react';

export type TMenu = TCallReply<typeof reference.getCategories>;

/** How long a fetched category tree is reused by the menus of one page session. */
const KEPT_MS = 5 * 60 * 1000;

let kept: { at: number; menu: Promise<TMenu> } | null = null;

/**
 * The category tree for the header's menus, fetched from the gateway's GET call when a menu is
 * first opened (decision 0119: not serialised into every page) and reused for a few minutes.
 */
export function loadCategoryMenu(now = Date.now()): Promise<TMenu> {
  if (kept && now - kept.at < KEPT_MS) return kept.menu;
  const menu = fetch('/srv/getCategories', { headers: { accept: 'application/json' } }).then((response) => {
    if (!response.ok) throw new Error(`getCategories answered ${response.status}`);
    return response.json() as Promise<TMenu>;
  });
  kept = { at: now, menu };
  menu.catch(() => {
    if (kept?.menu === menu) kept = null;
  });
  return menu;
}

export type CategoryMenuState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; menu: TMenu };

/** The category tree once it has come (a menu that mounts when opened calls this). */
export function useCategoryMenu(): CategoryMenuState {
  const [state, setState] = useState<CategoryMenuState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadCategoryMenu().then(
      (menu) => current && setState({ status: 'ready', menu }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
