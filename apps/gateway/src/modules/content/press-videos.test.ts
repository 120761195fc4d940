import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

describe.each(testDrivers())('press-centre videos on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  const get = (url: string) => gateway.app.inject({ method: 'GET', url });

  it('gives every video a page of its own with its poster and description, and no outside address', async () => {
    const { items } = (await get('/srv/GetPageInfo?type=video')).json();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.url).toBe(`/company/smi/video/${item.id}/`);
      const page = (await get(`/srv/GetPageInfo?type=video&id_entity=${item.id}`)).json();
      expect(page).toMatchObject({ url: item.url, title: item.title, photo: item.photo });
      expect(page.content).toContain(`<img src="${item.photo}"`);
      expect(page.content).toContain(item.description);
      expect(page.content).not.toMatch(/https?:\/\//);
    }
    const photo = (await get('/srv/GetPageInfo?type=photo')).json().items[0];
    expect((await get(`/srv/GetPageInfo?type=video&id_entity=${photo.id}`)).statusCode).toBe(404);
  });
});
