import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { collectErrors, horizontalOverflow } from '../fixtures/page-checks';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/**
 * Issue 38, decision 0184: the agent's, supplier's, factoring, fund's lists and the back-office
 * queues have «Выгрузить в Excel», whose link carries the page's filters; the file downloads, and
 * the button sits in the page at 390 and 1280 px. A status typed wrong into the address shows
 * «Все» and is not carried (decision 0189). The demo accounts' lists are only read.
 */

test.beforeEach(({ page }) => asReturningVisitor(page));

/** Clicks the page's export link and answers the file's name and first bytes. */
async function download(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Выгрузить в Excel' }).first().click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? '') };
}

const LISTS = [
  {
    login: 'manager',
    page: '/backoffice?status=approved',
    href: '/srv/Backoffice/Applications/Report?status=approved',
    file: /^Заявки \d{2}\.\d{2}\.\d{4}\.xlsx$/,
  },
  {
    login: 'manager',
    page: '/backoffice/accreditations?status=approved',
    href: '/srv/Backoffice/Accreditations/Report?status=approved',
    file: /^Аккредитация /,
  },
  {
    login: 'manager',
    page: '/backoffice/accreditations?status=nonsense',
    href: '/srv/Backoffice/Accreditations/Report',
    file: /^Аккредитация /,
  },
  {
    login: 'manager',
    page: '/backoffice/security-log?account=client',
    href: '/srv/Backoffice/SecurityLog/Report?account=client',
    file: /^Журнал безопасности /,
  },
  {
    // The client's own list: its link is the loader's, on every branch of it.
    login: 'client',
    page: '/cabinet/v2/client/apps',
    href: /^\/srv\/GetCabinetApplications\/Report(\?|$)/,
    file: /\.xlsx$/,
  },
  {
    login: 'agent',
    page: '/cabinet/v2/agent/contractors',
    href: '/srv/AgentContractors/Report',
    file: /^Контрагенты /,
  },
  {
    login: 'agent',
    page: '/cabinet/v2/agent/deals',
    href: '/srv/CabinetDealAgentWizard/Report?step=1&method=getContragens',
    file: /^Сделки /,
  },
  {
    login: 'supplier',
    page: '/cabinet/v2/supplier/deliveries/shipping?status=shipped',
    href: '/srv/SupplierDeliveries/Report?status=shipped',
    file: /^Отгрузки /,
  },
  {
    login: 'supplier',
    page: '/cabinet/v2/supplier/products/interests?state=nonsense&query=Агро',
    href: `/srv/SupplierInterests/Report?query=${encodeURIComponent('Агро')}`,
    file: /^Интерес/,
  },
  {
    login: 'supplier',
    page: '/cabinet/v2/supplier/products/nomenclature',
    href: '/srv/SupplierCRMProducts/Report',
    file: /^nomenclature-/,
  },
  {
    login: 'factoring-supplier',
    page: '/cabinet/v2/factoring/registers',
    href: '/srv/FactoringRegisters/Report',
    file: /^Реестры /,
  },
  {
    login: 'ppk-reo',
    page: '/cabinet/v2/ppk-reo/applications/approve',
    href: '/srv/ReoApplications/Report?status=approve',
    file: /^Заявки на поддержку /,
  },
];

for (const list of LISTS) {
  test(`«Выгрузить в Excel» of ${list.page} (${list.login}) carries its filters`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    await signInAs(page, list.login);
    await page.goto(list.page);
    const excel = page.getByRole('link', { name: 'Выгрузить в Excel' });
    await expect(excel).toHaveAttribute('href', list.href);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      expect(await horizontalOverflow(page), `${list.page} at ${width} px`).toEqual([]);
      const slug = list.page.replace(/[^a-z]+/g, '-');
      await page.screenshot({ path: test.info().outputPath(`${slug}-${width}.png`), fullPage: true });
    }
    const file = await download(page);
    expect(file.name).toMatch(list.file);
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(errors).toEqual([]);
  });
}
