import type { SmsSender } from './sms-sender.ts';

/**
 * An SMS provider's HTTP API (SMS_PROVIDER=http): POST JSON {to, text, sender} to SMS_HTTP_URL
 * with a bearer token. Any non-2xx answer is an error the caller reports as 503.
 */
export function createHttpSms(options: {
  url: string;
  token?: string;
  sender: string;
  fetch?: typeof fetch;
}): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async send({ to, text }) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, text, sender: options.sender }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
