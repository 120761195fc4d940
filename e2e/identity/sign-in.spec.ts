import { expect, type Page, test } from '@playwright/test';
import { codeFromOutbox, signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

/** Mantine's PasswordInput label carries the required mark: find the field by its form. */
const passwordField = (page: Page) =>
  page.getByRole('form', { name: 'Вход по логину и паролю' }).locator('input[name="password"]');

test.describe('sign-in', () => {
  test('by login and password lands on the client dashboard; sign-out ends the session', async ({ page }) => {
    // Eight page loads and two form posts: a long journey on a shared machine.
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByTestId('header-desktop').getByRole('link', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/cabinet\/v2\/auth$/);

    await page.getByLabel('Логин, e-mail или телефон').fill('client');
    await passwordField(page).fill('Demo-2001');
    await page.getByRole('button', { name: 'Войти' }).click();

    await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Здравствуйте, Петров Иван Сергеевич' })).toBeVisible();
    const cookies = await page.context().cookies();
    const authToken = cookies.find((cookie) => cookie.name === 'authToken');
    expect(authToken?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === '__at')?.value).toBe(authToken?.value);

    // a signed-in user opening the sign-in page goes to their dashboard
    await page.goto('/cabinet/v2/auth');
    await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);

    // account info, also reached by the old cabinet link
    await page.goto('/cabinet/info/mr/');
    // (the account wizard on the page writes its step into the address)
    await expect(page).toHaveURL(/\/cabinet\/v2\/info\/(\?.*)?$/);
    await expect(page.getByRole('heading', { name: 'ООО «КФХ Рассвет»' })).toBeVisible();
    await expect(page.getByText('3662000015', { exact: true })).toBeVisible();

    // the header's account menu
    await page.goto('/');
    await page
      .getByTestId('header-desktop')
      .getByRole('button', { name: /Учётная запись: Петров/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Личный кабинет' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-desktop').getByRole('link', { name: 'Войти' })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'authToken')).toBeUndefined();
    await page.goto('/cabinet/v2/client/dashboard');
    await expect(page).toHaveURL(/\/cabinet\/v2\/auth\?back=/);
  });

  test('by SMS with the code from the outbox', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cabinet/v2/auth');
    await page.getByRole('tab', { name: 'По СМС' }).click();
    await page.getByLabel('Номер мобильного телефона').fill('+7 900 000-00-03');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Код отправлен на номер +7 900 ***-**-03')).toBeVisible();

    await page.getByLabel('Код из СМС').fill(await codeFromOutbox(page, '+79000000003'));
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/cabinet\/v2\/supplier\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Здравствуйте, Волков Дмитрий Олегович' })).toBeVisible();
  });

  test("the account page's security log lists this sign-in once; on a phone the event heads its card", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'factoring-customer');
    await page.goto('/cabinet/v2/info/');
    const log = page.locator('#security-log');
    const newest = log.getByTestId('security-event').first();
    await expect(newest).toContainText('Вход в кабинет');
    // Rendered once (decision 0192): as many events' icons in the section as rows.
    const rows = await log.getByTestId('security-event').count();
    expect(await log.locator('.mantine-ThemeIcon-root').count()).toBe(rows);
    // On a phone the row is a card headed by the event, the time under it…
    const event = newest.locator('td').nth(1);
    const time = newest.locator('td').nth(0);
    const below = async () => ((await time.boundingBox())?.y ?? 0) - ((await event.boundingBox())?.y ?? 0);
    await expect(event).toBeVisible();
    await expect.poll(below).toBeGreaterThan(0);
    // …on a desktop a table row, the time first on the same line.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(log.getByRole('columnheader', { name: 'Дата и время, МСК' })).toBeVisible();
    await expect.poll(async () => Math.abs(await below())).toBeLessThan(20);
  });

  test('a wrong password five times is throttled with a clear message', async ({ page }) => {
    await page.goto('/cabinet/v2/auth');
    const login = page.getByLabel('Логин, e-mail или телефон');
    const password = passwordField(page);
    const submit = page.getByRole('button', { name: 'Войти' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login.fill('agent');
      await password.fill(`wrong-${attempt}`);
      await submit.click();
      await expect(page.getByRole('alert')).toContainText(
        attempt < 5 ? 'Неверный логин или пароль' : 'Вход заблокирован на 15 минут',
      );
    }
    await password.fill('Demo-2001');
    await submit.click();
    await expect(page.getByRole('alert')).toContainText(
      /Слишком много неудачных попыток входа\. Вход временно заблокирован\. Повторите через 1[45] мин/,
    );
    await expect(page).toHaveURL(/\/cabinet\/v2\/auth$/);
  });
});
