import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { holdPageData } from '../fixtures/hold-page-data';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));
// A browser far from Moscow: the dates typed are kept and shown as typed (decision 0116).
test.use({ timezoneId: 'America/New_York' });

/** An address field (suggestions from AddressSearch): the typed text is kept, the list closed. */
async function fillAddress(scope: Locator, label: string, text: string) {
  const input = scope.getByLabel(label);
  await input.fill(text);
  await input.press('Escape');
}

/** The page reloads itself, as F5 does (Playwright's own reload skips the page's beforeunload). */
async function reloadAsTheBrowserWould(page: Page) {
  const loaded = page.waitForEvent('load');
  await page.evaluate(() => window.location.reload());
  await loaded;
}

// Issue 16, decision 0116: «nothing a user submitted is lost when a step fails».
test('a SNILS typed on a refused step survives «Назад» and «Далее», and the form below is not overwritten by the step', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/info/?step=3');
  const wizard = page.getByTestId('account-wizard');
  const next = wizard.getByRole('button', { name: 'Далее' });
  const snils = wizard.getByLabel('СНИЛС');
  // Step 3 opens at once when the wizard got there before (account-forms.spec.ts); else steps 1 and 2.
  await expect(wizard.getByLabel('Должность').or(snils)).toBeVisible();
  if (await wizard.getByLabel('Должность').isVisible()) {
    await wizard.getByLabel('Должность').fill('Генеральный директор');
    await next.click();
    await expect(wizard.getByLabel('ИНН')).toHaveValue('3662000015');
    await fillAddress(wizard, 'Юридический адрес', 'Воронежская обл, г Воронеж, ул Кольцовская, д 3');
    await wizard.getByLabel('Почтовый адрес совпадает с юридическим').check();
    await wizard.getByLabel('Фактический адрес совпадает с юридическим').check();
    await wizard.getByLabel('Численность сотрудников').fill('42');
    await wizard.getByLabel('Сервисное обслуживание техники').click();
    await page.getByRole('option', { name: 'У официального дилера' }).click();
    await next.click();
  }

  // Step 3 refused for a wrong INN: the SNILS stays, and stays after «Назад» and «Далее».
  await wizard.getByLabel('Дата рождения').fill('14.03.1980');
  await snils.fill('123-456-789 64');
  await wizard.getByLabel('ИНН физического лица').fill('500100732250');
  await next.click();
  await expect(wizard.getByTestId('wizard-message')).toHaveText('Неверный ИНН: проверьте цифры');
  await expect(snils).toHaveValue('123-456-789 64');
  await wizard.getByRole('button', { name: 'Назад' }).click();
  await expect(wizard.getByLabel('Численность сотрудников')).toBeVisible();
  await next.click();
  await expect(snils).toHaveValue('123-456-789 64');
  await expect(wizard.getByLabel('Дата рождения')).toHaveValue('14.03.1980');
  await expect(wizard.getByLabel('ИНН физического лица')).toHaveValue('500100732250');

  // The person's form below saves the birth place: the step on screen shows it, so its «Далее»
  // does not post the old empty one back.
  await page.getByRole('button', { name: 'Личные данные', exact: true }).click();
  const personal = page.getByTestId('account-form-personal');
  await personal.getByLabel('Дата рождения').fill('14.03.1980');
  await personal.getByLabel('СНИЛС').fill('123-456-789 64');
  await personal.getByLabel('Место рождения').fill('г. Воронеж');
  await personal.getByLabel('ИНН физического лица').fill('500100732259');
  await personal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(personal.getByText('Данные сохранены')).toBeVisible();
  await expect(wizard.getByLabel('Место рождения')).toHaveValue('г. Воронеж');
  await expect(snils).toHaveValue('123-456-789 64');
  await wizard.getByLabel('ИНН физического лица').fill('500100732259');
  // The page's data reload after this save is held, to arrive while the question below is open.
  const releaseReload = await holdPageData(page);
  await next.click();
  await expect(wizard.getByLabel('Документ, удостоверяющий личность')).toBeVisible();

  // Typing not saved yet: a reload asks first (the browser's own question); once nothing is
  // left unsaved, it does not.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  // Not the number account-forms.spec.ts saves: typing the stored value again changes nothing.
  await wizard.getByLabel('Номер').fill('654321');
  // A link inside the site asks as well, in the page's own dialog: «Остаться» keeps the typing.
  const homeLink = page.getByTestId('header-mobile').getByRole('link', { name: 'Агролизинг — на главную' });
  const leave = page.getByRole('dialog', { name: 'Уйти со страницы?' });
  await homeLink.click();
  await expect(leave).toBeVisible();
  // The router clears a held link when another navigation completes: the question stays.
  await releaseReload();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Остаться' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/cabinet\/v2\/info\//);
  await expect(wizard.getByLabel('Номер')).toHaveValue('654321');
  await reloadAsTheBrowserWould(page);
  expect(asked).toEqual(['beforeunload']);
  await page.getByRole('button', { name: 'Личные данные', exact: true }).click();
  const saved = page.getByTestId('account-form-personal');
  await expect(saved.getByLabel('Место рождения')).toHaveValue('г. Воронеж');
  await expect(saved.getByLabel('СНИЛС')).toHaveValue(/^123-?456-?789 ?64$/);
  await expect(saved.getByLabel('Дата рождения')).toHaveValue('14.03.1980');
  await saved.getByLabel('Место рождения').click();
  await reloadAsTheBrowserWould(page);
  await expect(page.getByTestId('account-wizard')).toBeVisible();
  expect(asked).toEqual(['beforeunload']);

  // Typed again, «Уйти» follows the link (no browser question: the page is not unloaded).
  await wizard.getByLabel('Номер').fill('654322');
  await homeLink.click();
  await leave.getByRole('button', { name: 'Уйти' }).click();
  // The address changes once the home page's data has come: a signed-in home page is never a kept
  // guest page, and on a loaded CI machine it took longer than the usual ten seconds.
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
  expect(asked).toEqual(['beforeunload']);
});
