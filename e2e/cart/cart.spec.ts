import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test('a product added from the page stays in the cart with its quantity after a reload', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/shoppingCart/');
  await expect(page.getByText('В корзине пока пусто')).toBeVisible();
  const badge = page.getByTestId('cart-badge').first();
  await expect(badge).toHaveAttribute('data-count', '0');

  // a product of the home page offers, put in the cart the way an add-to-cart button does
  const { offers } = (await (await page.request.get('/srv/Main')).json()) as { offers: { id: number }[] };
  const productId = offers[0]?.id;
  expect(productId).toBeGreaterThan(0);
  const added = await page.evaluate(async (id) => {
    const response = await fetch(`/srv/ShoppingCartProducts/addProduct?id_product=${id}`);
    return ((await response.json()) as { count: number }).count;
  }, productId);
  expect(added).toBe(1);

  await page.reload();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(badge).toHaveAttribute('data-count', '1');
  const unit = Number((await page.getByTestId('cart-line-sum').textContent())?.replace(/\D/g, ''));

  const quantity = line.getByRole('textbox', { name: 'Количество' });
  await quantity.fill('3');
  await expect(page.getByTestId('cart-line-sum')).toHaveText(
    `${new Intl.NumberFormat('ru-RU').format(unit * 3).replace(/\u202f/g, '\u00a0')}\u00a0₽`,
  );
  await expect(page.getByTestId('cart-total')).toHaveText(
    (await page.getByTestId('cart-line-sum').textContent()) ?? '',
  );

  await page.reload();
  await expect(page.getByTestId('cart-line').getByRole('textbox', { name: 'Количество' })).toHaveValue('3');
  await expect(page.getByTestId('cart-badge').first()).toHaveAttribute('data-count', '1');

  await page.getByRole('button', { name: /Удалить .* из корзины/ }).click();
  await expect(page.getByText('В корзине пока пусто')).toBeVisible();
  await expect(page.getByTestId('cart-badge').first()).toHaveAttribute('data-count', '0');
  await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toBeVisible();
});

test('the checkout button leads to sign-in and back to the cart', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  const { offers } = (await (await page.request.get('/srv/Main')).json()) as { offers: { id: number }[] };
  await page.request.get(`/srv/ShoppingCartProducts/addProduct?id_product=${offers[1]?.id}`);
  await page.goto('/shoppingCart/');
  await page.getByRole('button', { name: 'Оформить заявку' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/auth\?back=%2FshoppingCart%2F$/);
  await page.getByLabel('Логин, e-mail или телефон').fill('client');
  await page
    .getByRole('form', { name: 'Вход по логину и паролю' })
    .locator('input[name="password"]')
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/shoppingCart\/?$/);

  // Signed in, the same cart becomes a draft application and the wizard opens on it.
  await page.getByRole('button', { name: 'Оформить заявку' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/apps\/deal\/create\?id_object=\d+&step=1$/);
  await expect(page.getByTestId('application-title')).toHaveText('Новая заявка');
  await expect(page.getByTestId('cart-badge').first()).toHaveAttribute('data-count', '0');
});
