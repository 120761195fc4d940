import { formatMoscowDate, formatRoubles } from '@agrolease/domain';

/** '15.10.2026' from an ISO day or timestamp (spec 1 §9: dates in ru-RU, Moscow time). */
export function formatDay(value: string | null | undefined): string {
  return formatMoscowDate(value);
}

export function formatSum(value: number): string {
  return formatRoubles(value);
}

export const APPS_PATH = '/cabinet/v2/client/apps';
export const ORDERS_PATH = '/cabinet/v2/client/orders';

/** Where a row of the applications list leads: a draft back into the wizard at its step. */
export function applicationHref(item: { id: number; status: string; step: number }): string {
  return item.status === 'draft'
    ? `${APPS_PATH}/deal/create?id_object=${item.id}&step=${item.step}`
    : `${APPS_PATH}/${item.id}`;
}

/**
 * A dashboard's greeting: the person's name, never the login (issue 39); the company stands on the
 * line above it.
 */
export function greeting(viewer: { name: string }): string {
  return viewer.name ? `Здравствуйте, ${viewer.name}` : 'Здравствуйте!';
}
