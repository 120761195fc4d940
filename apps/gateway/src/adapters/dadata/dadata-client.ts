/** DaData's suggestions API (https://dadata.ru/api/suggest/): its address and one POST call. */
export const DADATA_SUGGESTIONS_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs';

export interface DadataClientOptions {
  apiKey: string;
  /** A proxy or a local test server instead of DaData's own address. */
  url?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Posts a query to one of the API's methods (`suggest/address`, `findById/party` …) and
 * returns its suggestions. A non-2xx answer or a time-out is an error the caller reports.
 */
export function createDadataClient(options: DadataClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = (options.url ?? DADATA_SUGGESTIONS_URL).replace(/\/+$/, '');
  return async function suggestions<T>(method: string, body: object): Promise<T[]> {
    const response = await doFetch(`${base}/${method}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Token ${options.apiKey}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!response.ok) throw new Error(`DaData answered ${response.status}`);
    return ((await response.json()) as { suggestions?: T[] }).suggestions ?? [];
  };
}
