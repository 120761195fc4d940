import { type Browser, expect, type Page, test } from '@playwright/test';
import { fillApplicationToSigning, signAndSendApplication } from '../fixtures/application-wizard';
import { expectLetterToAccount, signedInDesktop, unreadOf } from '../fixtures/bell';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const CLIENT_PHONE = '+79000000001';
/** Where the journey leaves its screenshots for a reviewer (not part of the assertions). */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/**
 * A new application of the farm, signed and sent from a desktop: the journey's own, so that it
 * does not depend on the demo's one waiting application, which earlier journeys may have taken.
 * Answers its code.
 */
async function sendNewApplication(browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'client');
  await fillApplicationToSigning(page);
  const code = await signAndSendApplication(page, CLIENT_PHONE);
  await context.close();
  return code;
}

test('a manager asks the farm for documents: the farm’s bell counts it without a reload, and the letter names the application', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const code = await sendNewApplication(browser);
  // The farm, on a phone, stays on its dashboard the whole time.
  const farmContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const farm = await farmContext.newPage();
  await asReturningVisitor(farm);
  await signInAs(farm, 'client');
  const before = await unreadOf(farm, 'header-mobile');
  await shoot(farm, 'bell-390-before');

  // The manager, in another browser, asks for documents on the farm's application in the queue.
  const { context: managerContext, page: manager } = await signedInDesktop(browser, 'manager');
  await manager.getByLabel('Поиск заявки').fill(code);
  await manager.getByRole('button', { name: 'Найти' }).click();
  await manager
    .getByRole('row')
    .filter({ hasText: code })
    .filter({ hasText: 'На рассмотрении' })
    .getByRole('link')
    .click();
  await expect(manager).toHaveURL(/\/backoffice\/applications\/\d+$/);
  // The address changes before the page does: wait for the application's own heading.
  await expect(manager.getByRole('heading', { level: 1, name: new RegExp(code) })).toBeVisible();
  await manager.getByRole('tab', { name: 'Запросить документы' }).click();
  await manager.getByLabel('Какие документы нужны').fill('Бухгалтерский баланс за 2025 год');
  await manager.getByRole('button', { name: 'Запросить документы' }).click();
  await expect(manager.getByText(/запрошены документы|Документы запрошены/i).first()).toBeVisible();

  // No reload: the farm's bell has counted the message by itself.
  await expect(farm.getByTestId('header-mobile').getByTestId('header-bell')).toHaveAttribute(
    'data-unread',
    String(before + 1),
    { timeout: 15_000 },
  );
  await expect(
    farm.getByTestId('header-mobile').getByRole('link', { name: /^Уведомления: \d+ непрочитанн/ }),
  ).toBeVisible();
  await shoot(farm, 'bell-390-after');

  // The bell opens the messages, where the request is on top; reading it counts one fewer.
  await farm.getByTestId('header-mobile').getByTestId('header-bell').getByRole('link').click();
  await expect(farm).toHaveURL(/\/cabinet\/v2\/client\/messages/);
  await expect(farm.getByText(`По заявке ${code} запрошены документы`).first()).toBeVisible();

  // The letter reaches the farm's address within seconds (the dispatcher's round, decision 0164).
  await expectLetterToAccount(farmContext, farm, `Агролизинг: По заявке ${code} запрошены документы`);

  // The application's page says where it stands (decision 0177): sent, with its day, and the
  // documents the manager waits for from the farm.
  await farm.goto('/cabinet/v2/client/apps/');
  await farm
    .getByRole('link', { name: new RegExp(code) })
    .first()
    .click();
  await expect(farm.getByRole('heading', { level: 1, name: new RegExp(code) })).toBeVisible();
  const timeline = farm.getByTestId('steps-timeline');
  await expect(timeline.getByText('Заявка отправлена')).toBeVisible();
  await expect(timeline.getByText('Ждём от вас документы, которые запросил менеджер')).toBeVisible();
  await timeline.scrollIntoViewIfNeeded();
  await shoot(farm, 'timeline-390');
  expect(await farm.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await farm.setViewportSize({ width: 1280, height: 900 });
  await timeline.scrollIntoViewIfNeeded();
  await shoot(farm, 'timeline-1280');
  await managerContext.close();
  await farmContext.close();
});

test('the farm chooses its letters and SMS on the account page; a required kind stays on with its reason', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'client');
  expect(await unreadOf(page, 'header-desktop')).toBeGreaterThanOrEqual(0);
  await shoot(page, 'bell-1280');
  await page.goto('/cabinet/v2/info/#notifications');
  const section = page.locator('#notifications');
  await expect(section.getByRole('heading', { name: 'Уведомления' })).toBeVisible();
  const complaints = section.getByTestId('notification-kind-complaint');
  const letters = complaints.getByRole('switch', { name: 'Обращения и ответы на них: Письмо' });
  await expect(letters).toBeChecked();
  // A complaint's letters off: saved at once, still off after a reload.
  await letters.click({ force: true });
  await expect(letters).not.toBeChecked();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(
    page.getByTestId('notification-kind-complaint').getByRole('switch', { name: /Письмо$/ }),
  ).not.toBeChecked();
  // The documents to sign cannot be switched off, and say why.
  const toSign = page.getByTestId('notification-kind-document-to-sign');
  await expect(toSign.getByRole('switch', { name: /SMS, всегда$/ })).toBeDisabled();
  await expect(toSign.getByRole('switch', { name: /SMS, всегда$/ })).toBeChecked();
  await expect(toSign).toContainText('Сроки подписания установлены договором');
  await page.locator('#notifications').scrollIntoViewIfNeeded();
  await shoot(page, 'settings-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#notifications').scrollIntoViewIfNeeded();
  await shoot(page, 'settings-390');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // Back on, as the journey found it.
  await page
    .getByTestId('notification-kind-complaint')
    .getByRole('switch', { name: /Письмо$/ })
    .click({ force: true });
  await expect(
    page.getByTestId('notification-kind-complaint').getByRole('switch', { name: /Письмо$/ }),
  ).toBeChecked();
});

test('a manager finds the failed deliveries in the back office', async ({ page }) => {
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'manager');
  await page.goto('/backoffice/deliveries');
  await expect(page.getByRole('heading', { name: 'Недоставленные уведомления', level: 1 })).toBeVisible();
  // The demo letter the mail server refused: whom, what, the error and the tries.
  const table = page.getByRole('table', { name: 'Недоставленные уведомления' });
  const row = table.getByRole('row').filter({ hasText: 'Mailbox full' });
  await expect(row).toContainText('ООО «КФХ Рассвет»');
  await expect(row).toContainText('client@demo.agrolease.local');
  await expect(row).toContainText('5 попыток');
  await shoot(page, 'deliveries-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'deliveries-390');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // «Отправить снова»: handed back to the dispatcher, it leaves the list at once (it is no longer
  // failed) and goes with the next round; nothing is left to send twice.
  const card = page.getByTestId('failed-delivery-card').filter({ hasText: 'Mailbox full' });
  await card.getByRole('button', { name: 'Отправить снова' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('failed-deliveries-count')).toHaveText('0 уведомлений');
});

test('on a page kept for every visitor the bell’s place is held from the first paint: nothing moves when it comes', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const favouritesX = async (page: Page) =>
    (await page.getByTestId('header-desktop').getByTestId('header-favourites').boundingBox())?.x ?? -1;
  // A guest: no bell and no gap where it would be.
  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  const guest = await guestContext.newPage();
  await asReturningVisitor(guest);
  await guest.goto('/company/');
  await expect(guest.getByTestId('header-bell')).toHaveCount(0);
  const guestX = await favouritesX(guest);

  // Signed in, the same page: as the server sends it (no script yet) and once the bell is there.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'client');
  const asSent = await context.newPage();
  await asSent.route('**/*.js', (route) => route.abort());
  await asSent.goto('/company/');
  const firstPaintX = await favouritesX(asSent);
  await asSent.close();
  await page.goto('/company/');
  await unreadOf(page, 'header-desktop');
  expect(await favouritesX(page)).toBe(firstPaintX);
  expect(firstPaintX).toBeLessThan(guestX);
  await shoot(page, 'bell-1280-public');
  await guestContext.close();
  await context.close();
});
