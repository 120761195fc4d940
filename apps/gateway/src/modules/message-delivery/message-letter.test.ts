import { describe, expect, it } from 'vitest';
import { messageSms, objectPathOf } from './message-letter.ts';

const message = (over: Partial<Parameters<typeof messageSms>[0]> = {}) => ({
  title: 'Заявка З-000042 одобрена',
  body: 'Текст',
  entity: 'application',
  entityId: 42,
  kind: 'offer',
  ...over,
});

describe('the SMS and link of a cabinet message', () => {
  it('says who writes, what happened and where to look, within two Cyrillic segments', () => {
    const text = messageSms(message(), 'client', 'https://agrolease.example');
    expect(text).toBe(
      'Агролизинг: Заявка З-000042 одобрена https://agrolease.example/cabinet/v2/client/apps/42',
    );
    const long = messageSms(
      message({ title: 'Очень длинный заголовок '.repeat(10) }),
      'client',
      'https://agrolease.example',
    );
    expect(long.length).toBeLessThanOrEqual(134);
    expect(long).toMatch(/… https:\/\/agrolease\.example\/cabinet\/v2\/client\/apps\/42$/);
  });

  it('links the client to the object itself, a document to sign to its documents, other roles to their feed', () => {
    expect(objectPathOf(message({ entity: 'deal', entityId: 7 }), 'client')).toBe(
      '/cabinet/v2/client/deals/7',
    );
    expect(objectPathOf(message({ kind: 'document-to-sign', entity: 'deal' }), 'client')).toBe(
      '/cabinet/v2/client/documents',
    );
    expect(objectPathOf(message({ entity: 'test', entityId: null }), 'client')).toBe(
      '/cabinet/v2/client/messages',
    );
    expect(objectPathOf(message(), 'ppk-reo')).toBe('/cabinet/v2/ppk-reo/dashboard');
  });
});
