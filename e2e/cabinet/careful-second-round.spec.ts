import { completeInn } from '@agrolease/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { choose, next, startApplication } from '../fixtures/application-wizard';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/**
 * What a careful user tripped over, second round (issue 39, decision 0179): each journey makes
 * its own objects, so that none depends on demo state another journey changes.
 */
test.beforeEach(({ page }) => asReturningVisitor(page));

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ru-RU' };

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

async function phonePage(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await asReturningVisitor(page);
  return { context, page };
}

/** An INN with a valid check digit that no register knows, new for every run. */
const unknownInn = () => completeInn(`77${String(Date.now()).slice(-7)}`);

test('the agent adds a farm the register does not know by hand; the manager verifies it', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const inn = unknownInn();
  const title = `КФХ Ромашка ${inn.slice(-4)}`;
  const phone = await phonePage(browser);
  const agent = phone.page;
  await signInAs(agent, 'agent');
  await agent.goto('/cabinet/v2/agent/contractors/new');
  await agent.getByLabel('ИНН').fill(inn);
  await agent.getByRole('button', { name: 'Найти и добавить' }).click();
  // The register does not know it: the form opens the manual entry at once.
  await expect(agent.getByText('Организация с таким ИНН не найдена в реестре')).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Добавить без проверки' })).toBeVisible();
  await agent.getByLabel('Название организации').fill(title);
  await agent.getByRole('combobox', { name: 'Регион' }).click();
  await agent.getByRole('combobox', { name: 'Регион' }).fill('Тамбов');
  await agent.getByRole('option', { name: /Тамбовская/ }).click();
  await agent.getByLabel('Адрес').fill('с. Покровка, ул. Полевая, д. 3');
  await fitsScreen(agent);
  await agent.getByRole('button', { name: 'Добавить без проверки' }).click();
  await expect(agent.getByText('Контрагент добавлен без проверки')).toBeVisible();
  await expect(agent.getByTestId('contractor-title')).toHaveText(title);
  await expect(agent.getByTestId('contractor-unverified')).toHaveText('не проверено');
  // An application may be started and kept, not sent until the check (decision 0185).
  await expect(agent.getByTestId('unverified-send-notice')).toContainText(
    'Отправить её на подпись компании можно будет, когда менеджер Агролизинга проверит',
  );
  await expect(agent.getByText('Адрес: с. Покровка, ул. Полевая, д. 3')).toBeVisible();
  await fitsScreen(agent);
  await phone.context.close();

  // The manager sees the queue's count in the menu and checks the farm.
  await signInAs(page, 'manager');
  await page.goto('/backoffice/contractors');
  const menu = page.getByRole('navigation', { name: 'Разделы бэк-офиса' }).first();
  const section = menu.getByRole('link', { name: /Контрагенты агентов/ });
  const before = Number(await section.getByTestId('queue-count').textContent());
  expect(before).toBeGreaterThan(0);
  const card = page.getByTestId('backoffice-contractor').filter({ hasText: title });
  await expect(card).toContainText(`ИНН ${inn}`);
  await expect(card).toContainText('Тамбовская область, с. Покровка, ул. Полевая, д. 3');
  await card.getByRole('button', { name: 'Проверено' }).click();
  await expect(card).toHaveCount(0);
  // One fewer waits: the number goes down, or away with the last one.
  const after = section.getByTestId('queue-count');
  if (before === 1) await expect(after).toHaveCount(0);
  else await expect(after).toHaveText(String(before - 1));
});

test('the factoring supplier gets the buyer named from its INN, corrects an invoice and deletes one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, 'factoring-supplier');
  const found = await (await page.request.get('/srv/CompanySearch?query=ООО')).json();
  const buyer = (found.items as { inn: string; title: string }[]).find((item) => item.inn.length === 10);
  expect(buyer, 'a company of the register').toBeDefined();
  const number = `Р-${Date.now().toString().slice(-6)}`;
  await page.getByLabel('Номер реестра').fill(number);
  await page.getByLabel('ИНН покупателя').fill(buyer?.inn ?? '');
  await expect(page.getByTestId('factoring-customer-title')).toHaveValue(buyer?.title ?? '');
  await expect(page.getByText('Название из реестра организаций')).toBeVisible();
  await page.getByRole('button', { name: 'Создать реестр' }).click();
  await expect(page.getByTestId('factoring-register-title')).toHaveText(`Реестр ${number}`);

  for (const [invoice, sum] of [
    ['ТН-1', '100000'],
    ['ТН-2', '50000'],
  ] as const) {
    await page.getByLabel('Номер накладной').fill(invoice);
    await page.getByLabel('Сумма, ₽').fill(sum);
    await page.getByLabel('Дата накладной').fill('20.11.2026');
    await page.getByLabel('Срок оплаты').fill('19.01.2027');
    await page.getByRole('button', { name: 'Добавить накладную' }).click();
    await expect(page.getByTestId('factoring-invoice').filter({ hasText: invoice })).toHaveCount(1);
  }
  await expect(page.getByTestId('factoring-register-total')).toHaveText(/150\s000\s₽/);

  // Corrected in a dialog with its values; a due day before the invoice's is refused there.
  const first = page.getByTestId('factoring-invoice').filter({ hasText: 'ТН-1' });
  await first.getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Накладная ТН-1' });
  await expect(dialog.getByLabel('Дата накладной')).toHaveValue('20.11.2026');
  await dialog.getByLabel('Срок оплаты').fill('01.11.2026');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Срок оплаты — не раньше даты накладной')).toBeVisible();
  await dialog.getByLabel('Срок оплаты').fill('20.01.2027');
  await dialog.getByLabel('Сумма, ₽').fill('120000');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('factoring-register-total')).toHaveText(/170\s000\s₽/);

  // Deleted after a confirmation.
  const second = page.getByTestId('factoring-invoice').filter({ hasText: 'ТН-2' });
  await second.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить накладную?' });
  await expect(confirm).toContainText('ТН-2 от 20.11.2026');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(second).toHaveCount(0);
  await expect(page.getByTestId('factoring-register-total')).toHaveText(/120\s000\s₽/);
});

test('the manager searches and filters the factoring and fund queues and sees how long items wait', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  await page.goto('/backoffice/factoring');
  const registers = page.getByTestId('factoring-register');
  await expect(registers.first()).toBeVisible();
  const all = await registers.count();
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Ждут финансирования' }).click();
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/status=confirmed/);
  // The address changes as the navigation starts; the list follows once its data has come.
  await expect.poll(() => registers.count()).toBeLessThan(all);
  await expect(registers.first()).toBeVisible();
  await expect(registers.first().getByTestId('queue-wait')).toHaveText(/^ждёт /);
  await page.getByRole('textbox', { name: 'Поиск реестра' }).fill('нет такого реестра');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Ничего не найдено')).toBeVisible();

  await page.goto('/backoffice/reo?status=wait');
  const waiting = page.getByTestId('reo-decision');
  await expect(waiting.first().getByTestId('queue-wait')).toHaveText(/^ждёт /);
  await page.getByRole('textbox', { name: 'Поиск заявки' }).fill('нет такой заявки');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/status=wait&query=/);
  await expect(page.getByText('Ничего не найдено')).toBeVisible();

  // The queues' counts beside the menu's sections.
  await page.goto('/backoffice');
  const menu = page.getByRole('navigation', { name: 'Разделы бэк-офиса' }).first();
  await expect(menu.getByRole('link', { name: /Заявки/ }).getByTestId('queue-count')).toHaveText(/^\d+$/);
});

test('the current applications offer no «Отклонена»; a new application starts from what is on file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/client/apps');
  const options = page.getByRole('combobox', { name: 'Статус' }).getByRole('option');
  await expect(options.filter({ hasText: 'Черновик' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Отклонена' })).toHaveCount(0);

  // An application with its region; the next one starts with that region and the account's
  // contact person, all editable.
  await startApplication(page);
  await choose(page, 'Регион деятельности', /Тамбовская/);
  await choose(page, 'Программа лизинга', 'Льготный лизинг Минсельхоза России');
  await next(page, 1);
  await startApplication(page);
  await expect(page.getByRole('textbox', { name: 'Контактное лицо' })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Регион деятельности' })).toHaveValue(/Тамбовская/);
});

test('a machine far away tells its delivery before the cart; the catalogue filters by the supplier region', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The desktop panel is drawn by the server with its filters, the supplier's region among them.
  const html = await (await request.get('/catalog/traktory/')).text();
  expect(html).toContain('Регион поставщика');
  expect(html).toContain('aria-label="Цена от"');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/catalog/traktory/');
  const panel = page.getByRole('form', { name: 'Фильтры' }).first();
  await expect(panel).toHaveAttribute('data-ready', 'true');
  const region = panel.getByRole('combobox', { name: 'Регион поставщика' });
  await region.click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const chosen = ((await option.textContent()) ?? '').replace(/\s*\([\d\s\u00a0]+\)$/, '');
  await option.click();
  await expect(page).toHaveURL(/catalog%5Bfilter%5D%5Bsupplier_region%5D=/);
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();

  // The product page names the delivery to the visitor's region (Москва) with its distance.
  const delivery = page.getByTestId('product-delivery');
  await expect(delivery).toContainText(/Доставка (из региона .+ в .+: [\d\s\u00a0]+ км|по региону)/);
  await expect(delivery).toContainText('₽');
  expect(chosen).not.toBe('');
});
