import { formatIsoDayRu } from '@agrolease/domain';

/** A stock item's readiness: at the warehouse now, or the day it arrives. */
export function readinessText(readyDate: string, isReady: boolean): string {
  return isReady ? 'В наличии' : `Поступит ${formatIsoDayRu(readyDate)}`;
}
