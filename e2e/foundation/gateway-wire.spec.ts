import { expect, test } from '@playwright/test';

test.describe('the gateway under /srv', () => {
  test('seeded itself on first start: the category tree carries 20,000+ products', async ({ request }) => {
    const response = await request.get('/srv/getCategories');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.categories.length).toBeGreaterThanOrEqual(10);
    const total = body.categories.reduce(
      (sum: number, category: { count: number }) => sum + category.count,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(20_000);
    const tractors = body.categories.find((category: { uri: string }) => category.uri === 'traktory');
    expect(tractors?.children.length).toBeGreaterThan(0);
  });

  test('answers an unknown call with a JSON 404 in the error shape, not the web page', async ({
    request,
  }) => {
    const response = await request.post('/srv/NoSuchCall', { form: { a: '1' } });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(body).toMatchObject({ success: false, errors_list: [] });
    expect(body.error_message).toMatch(/[а-яА-Я]/);
  });

  test('rejects a malformed form body with 400 and the error shape', async ({ request }) => {
    const response = await request.post('/srv/GetGeoByCity', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'city=%E0%A4%A',
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.error_message).toMatch(/[а-яА-Я]/);
    expect(Array.isArray(body.errors_list)).toBe(true);
  });

  test('names the missing field of an invalid call in errors_list', async ({ request }) => {
    const response = await request.get('/srv/GetFilialsByCoordinates');
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.errors_list[0].prop).toBe('region_fias_id');
  });

  test('reports liveness and readiness', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    expect((await request.get('/readyz')).status()).toBe(200);
  });
});
