import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';
import { baseURL } from '../playwright.config';

test.beforeEach(({ page }) => asReturningVisitor(page));

/** The last message the outbox adapter delivered to a recipient. */
async function lastOutboxBody(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const body = (await outbox.getByTestId('outbox-body').first().textContent()) ?? '';
  await outbox.close();
  return body;
}

test("an agent's contractor without an account: the head is invited, registers by the link and sees the application (decision 0113)", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const phone = '+79167770313';
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'agent');
  // A company of the register without an account and not yet the agent's.
  const mine = await (await page.request.get('/srv/AgentContractors')).json();
  const known = new Set((mine.items as { inn: string }[]).map((item) => item.inn));
  const found = await (await page.request.get('/srv/CompanySearch?query=ООО')).json();
  const candidates = (found.items as { inn: string; title: string }[]).filter(
    (item) => !known.has(item.inn) && item.inn.length === 10,
  );
  let contractorUrl = '';
  let title = '';
  for (const company of candidates) {
    await page.goto('/cabinet/v2/agent/contractors/new');
    await page.getByLabel('ИНН').fill(company.inn);
    await page.getByRole('button', { name: 'Найти и добавить' }).click();
    await expect(page.getByText('Контрагент добавлен')).toBeVisible();
    if (await page.getByRole('button', { name: 'Пригласить и начать заявку' }).isVisible()) {
      contractorUrl = page.url();
      title = company.title;
      break;
    }
  }
  expect(contractorUrl, 'a register company without an account').not.toBe('');

  await page.getByLabel('Руководитель (ФИО)').fill('Иванов Иван Иванович');
  await page.getByLabel('Телефон руководителя').fill(phone);
  await page.getByRole('button', { name: 'Пригласить и начать заявку' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/agent\/applications\/wizard\?/);

  // The invitation in the outbox.
  const sms = await lastOutboxBody(page, phone);
  // The whole address, as a phone makes it a link: the site's own, then the page.
  const link = /https?:\/\/\S+\/cabinet\/v2\/invite\/[A-Za-z0-9_-]{43}/.exec(sms)?.[0];
  expect(link, 'the invitation link in the SMS').toBeDefined();
  expect(new URL(link ?? '/', baseURL).origin).toBe(new URL(baseURL).origin);

  // The head opens the link in its own browser.
  const headContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const head = await headContext.newPage();
  await asReturningVisitor(head);
  await head.goto(link ?? '/');
  await expect(head.getByRole('heading', { name: 'Приглашение в личный кабинет' })).toBeVisible();
  await expect(head.getByText(title, { exact: false }).first()).toBeVisible();
  const width = await head.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await head.getByRole('button', { name: 'Получить код по СМС' }).click();
  await expect(head.getByLabel('Код из СМС')).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await lastOutboxBody(head, phone))?.[1] ?? '';
  await head.getByLabel('Код из СМС').fill(code);
  await head.getByLabel('Придумайте пароль').fill('Invite-2026');
  await head.getByLabel(/Принимаю согласие/).check();
  await head.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(head).toHaveURL(/\/cabinet\/v2\/client\/apps/);
  await expect(head.getByText('Новая заявка').first()).toBeVisible();
  // The link is used up.
  const again = await head.goto(link ?? '/');
  expect(again?.status()).toBe(404);
  await headContext.close();
});
