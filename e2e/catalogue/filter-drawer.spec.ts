import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.use({ viewport: { width: 390, height: 844 } });

/** The number in «N предложений» under the heading (grouped with a space). */
const numberIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('on a phone the filter drawer stays open for two ticks; «Показать N» closes it over the filtered list', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await asReturningVisitor(page);
  await page.goto('/catalog/traktory/kolesnye-traktory/');
  const count = page.getByText(/^\d[\d\s]*\sпредложени/);
  const before = numberIn(await count.textContent());
  expect(before).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  const form = drawer.locator('form[aria-label="Фильтры"][data-ready]');
  await expect(form).toBeVisible();

  const show = drawer.getByRole('button', { name: /^Показать \d/ });
  await form.getByRole('checkbox', { name: /колёсный 4×4/ }).check();
  await expect(page).toHaveURL(/catalog%5Bfilter%5D%5Bdrive%5D|catalog\[filter\]\[drive\]/);
  await expect(drawer).toBeVisible();
  // The button counts what the list will show: fewer with each filter (wait for each count).
  await expect.poll(async () => numberIn(await show.textContent())).toBeLessThan(before);
  const withDrive = numberIn(await show.textContent());
  await form.getByRole('switch', { name: /Кондиционер в кабине/ }).check();
  await expect(page).toHaveURL(/air_conditioning/);
  await expect(drawer).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /колёсный 4×4/ })).toBeChecked();

  await expect.poll(async () => numberIn(await show.textContent())).toBeLessThan(withDrive);
  const shown = numberIn(await show.textContent());
  await show.click();
  await expect(drawer).toBeHidden();
  await expect.poll(async () => numberIn(await count.textContent())).toBe(shown);
  await expect(page).toHaveURL(/air_conditioning/);
});

test('on a phone the hidden side filters are left as served, without their code; a wider window brings them to life', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await asReturningVisitor(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/catalog/traktory/');
  // A card's button answers: the page is hydrated, and every part it loads at once was asked for
  // before hydration began (decision 0137).
  const favourite = page.getByRole('article').first().getByRole('button', { name: 'В избранное' });
  await favourite.click();
  await expect(
    page.getByRole('article').first().getByRole('button', { name: 'Убрать из избранного' }),
  ).toBeVisible();

  const side = page.locator('aside form[aria-label="Фильтры"]');
  await expect(side).toHaveCount(1);
  await expect(side).toBeHidden();
  await expect(side).not.toHaveAttribute('data-ready');
  expect(scripts.filter((path) => /\/filter-panel-[\w-]+\.js$/.test(path))).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  const live = page.locator('aside form[aria-label="Фильтры"][data-ready]');
  await expect(live).toBeVisible();
  await live.getByRole('checkbox', { name: /гусеничный/ }).check();
  await expect(page).toHaveURL(/catalog%5Bfilter%5D%5Bdrive%5D|catalog\[filter\]\[drive\]/);
  const catalogue = page.getByTestId('header-desktop').getByRole('button', { name: 'Каталог техники' });
  await catalogue.click();
  await expect(catalogue).toHaveAttribute('aria-expanded', 'true');
});

test('on a phone «Мощность от» alone narrows the list and «Показать N» follows it (issue 39)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await asReturningVisitor(page);
  await page.goto('/catalog/traktory/kolesnye-traktory/');
  const count = page.getByText(/^\d[\d\s]*\sпредложени/);
  const before = numberIn(await count.textContent());

  await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  const form = drawer.locator('form[aria-label="Фильтры"][data-ready]');
  await expect(form).toBeVisible();
  const show = drawer.getByRole('button', { name: /^Показать \d/ });
  const from = form.getByRole('textbox', { name: /^Мощность двигателя от$/ });
  const placeholder = (await from.getAttribute('placeholder')) ?? '';
  const lowest = Number(placeholder.replace(/\D/g, ''));
  await from.fill(String(lowest + 100));
  // Typing stops: the list behind the drawer narrows and the button counts it.
  await expect(page).toHaveURL(/power_hp%5D%5Bfrom%5D|power_hp\]\[from\]/);
  await expect.poll(async () => numberIn(await show.textContent())).toBeLessThan(before);
  await expect(drawer).toBeVisible();
  const shown = numberIn(await show.textContent());
  expect(shown).toBeGreaterThan(0);
  await show.click();
  await expect(drawer).toBeHidden();
  await expect.poll(async () => numberIn(await count.textContent())).toBe(shown);
});
