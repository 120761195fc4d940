import { GatewayError } from '@agrolease/contracts';
import { describe, expect, it } from 'vitest';
import { listingQuery, orUnfilteredList } from './listing.server';

const failure = (status: number) =>
  new GatewayError(status, { success: false, error_message: 'Неверный фильтр', errors_list: [] });

describe('a listing loader', () => {
  it('asks for its page size and the filters the address carries, leaving empty ones out', () => {
    const url = new URL('http://site/stock/?region=77&ready=&page=2&utm=x');
    expect(listingQuery(url, ['region', 'ready', 'page'], 24)).toEqual({
      nPaginator: '24',
      region: '77',
      page: '2',
    });
  });

  it('sends filters the gateway cannot parse back to the unfiltered list', async () => {
    const url = new URL('http://site/stock/?ready=maybe');
    const thrown = await orUnfilteredList(url, Promise.reject(failure(400))).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/stock/');
  });

  it('lets other failures through', async () => {
    const url = new URL('http://site/stock/');
    await expect(orUnfilteredList(url, Promise.reject(failure(500)))).rejects.toBeInstanceOf(GatewayError);
    await expect(orUnfilteredList(url, Promise.resolve('page'))).resolves.toBe('page');
  });
});
