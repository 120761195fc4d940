import { describe, expect, it } from 'vitest';
import { cabinetBreadcrumbs, publicBreadcrumbs } from './breadcrumb-trail';

describe('cabinet breadcrumbs', () => {
  const apps = { title: 'Заявки', href: '/cabinet/v2/client/apps' };

  it("start with 'Личный кабинет', shortened to 'ЛК' on narrow screens", () => {
    expect(cabinetBreadcrumbs('/cabinet/v2/client/apps', [apps], false).map((crumb) => crumb.title)).toEqual([
      'Личный кабинет',
      'Заявки',
    ]);
    expect(cabinetBreadcrumbs('/cabinet/v2/client/apps', [apps], true)[0]).toEqual({
      title: 'ЛК',
      href: '/cabinet/v2/client/dashboard',
    });
  });

  it('name the supplier and agent cabinets on their dashboards', () => {
    expect(cabinetBreadcrumbs('/cabinet/v2/supplier/dashboard', [], false)[0]?.title).toBe(
      'Личный кабинет поставщика',
    );
    expect(cabinetBreadcrumbs('/cabinet/v2/agent/dashboard', [], false)[0]).toEqual({
      title: 'Личный кабинет агента',
      href: '/cabinet/v2/agent/dashboard',
    });
  });

  it("rename the second crumb of supplier products to 'Номенклатура'", () => {
    const trail = [{ title: 'Товары', href: '/cabinet/v2/supplier/products' }];
    expect(cabinetBreadcrumbs('/cabinet/v2/supplier/products/pricelevel', trail, false)[1]?.title).toBe(
      'Номенклатура',
    );
  });

  it('are hidden when only the client dashboard crumb exists', () => {
    expect(cabinetBreadcrumbs('/cabinet/v2/client/dashboard', [], false)).toEqual([]);
  });
});

describe('public breadcrumbs', () => {
  it('start from the home page', () => {
    expect(publicBreadcrumbs([{ title: 'Каталог', href: '/catalog/' }])).toEqual([
      { title: 'Главная', href: '/' },
      { title: 'Каталог', href: '/catalog/' },
    ]);
  });
});
