import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

const SLOW = { timeout: 45_000 };

test('supplier opens a supply contract and downloads its PDF, answers a complaint, and the client reads the answer; help pages', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = { viewport: { width: 390, height: 844 } };
  const supplierContext = await browser.newContext({ ...phone, acceptDownloads: true });
  const supplier = await supplierContext.newPage();
  await asReturningVisitor(supplier);
  await signInAs(supplier, 'supplier', SLOW);

  // The supply contracts: derived from the signed deals.
  await supplier.goto('/cabinet/v2/supplier/deliveries/contracts');
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Договоры поставки');
  await expect(supplier.getByRole('navigation', { name: 'Разделы поставок' })).toBeVisible();
  await expect(supplier.getByTestId('supply-contract')).toHaveCount(2);
  await fitsScreen(supplier);
  await supplier.getByRole('link', { name: 'Договор № П-2026/0517-01' }).click();
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Договор поставки № П-2026/0517-01');
  await expect(supplier.getByRole('region', { name: 'Стороны' })).toContainText('АО «Агролизинг»');
  await expect(supplier.getByRole('region', { name: 'Условия поставки' })).toContainText('Оплата');
  await fitsScreen(supplier);
  const [download] = await Promise.all([
    supplier.waitForEvent('download'),
    supplier.getByTestId('supply-contract-pdf').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^supply-contract-.+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The complaint of «Агрофирма Заречье» about the delivered machine.
  await supplier.goto('/cabinet/v2/supplier/deliveries/contracts');
  await supplier
    .getByRole('navigation', { name: 'Разделы поставок' })
    .getByRole('link', { name: 'Рекламации' })
    .click();
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Рекламации');
  const complaint = supplier.getByTestId('supplier-complaint').filter({ hasText: 'Ждёт ответа' });
  await expect(complaint).toHaveCount(1);
  await fitsScreen(supplier);
  await complaint.getByRole('link', { name: /^Обращение / }).click();
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/deliveries\/complaints\/\d+$/);
  const complaintId = /complaints\/(\d+)$/.exec(supplier.url())?.[1];
  await expect(supplier.getByRole('region', { name: 'Обращение клиента' })).toContainText('гидравлика');
  const answer = 'Сервисный инженер приедет в четверг и заменит уплотнения по гарантии.';
  await supplier.getByRole('textbox', { name: 'Ответ' }).fill(answer);
  await supplier.getByRole('button', { name: 'Отправить ответ' }).click();
  await expect(supplier.getByTestId('complaint-answered')).toBeVisible();
  await expect(supplier.getByRole('button', { name: 'Исправить ответ' })).toBeVisible();
  await fitsScreen(supplier);

  // The supplier's help.
  await supplier.goto('/cabinet/v2/supplier/help');
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Помощь');
  await expect(supplier.getByRole('region', { name: 'Поставки' })).toBeVisible();
  await fitsScreen(supplier);
  await supplierContext.close();

  // The client reads the supplier's answer in its complaint.
  const clientContext = await browser.newContext(phone);
  const client = await clientContext.newPage();
  await asReturningVisitor(client);
  await signInAs(client, 'agent-client', SLOW);
  await client.goto(`/cabinet/v2/client/complaints/${complaintId}`);
  await expect(client.getByTestId('complaint-supplier-answer')).toContainText(answer);
  await fitsScreen(client);
  await clientContext.close();

  // The agent's help.
  const agentContext = await browser.newContext(phone);
  const agentPage = await agentContext.newPage();
  await asReturningVisitor(agentPage);
  await signInAs(agentPage, 'agent', SLOW);
  await agentPage.goto('/cabinet/v2/agent/help');
  await expect(agentPage.getByRole('heading', { level: 1 })).toHaveText('Помощь');
  await expect(agentPage.getByRole('region', { name: 'Вознаграждение' })).toBeVisible();
  await fitsScreen(agentPage);
  await agentContext.close();
});
