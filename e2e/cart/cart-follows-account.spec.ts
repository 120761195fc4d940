import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** A browser of its own: its own cookies, hence its own client id (docs/decisions/0072). */
async function freshBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await asReturningVisitor(page);
  return page;
}

test("a guest's cart joins the account at sign-in and follows it to another browser", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000); // two browsers signing in on a shared machine
  const laptop = await freshBrowser(browser, baseURL);
  await laptop.goto('/');
  const { offers } = (await (await laptop.request.get('/srv/Main')).json()) as {
    offers: { id: number; title: string }[];
  };
  const product = offers[2];
  expect(product?.id).toBeGreaterThan(0);
  // as a guest, the way an add-to-cart button does it
  const added = await laptop.evaluate(async (id) => {
    const response = await fetch(`/srv/ShoppingCartProducts/addProduct?id_product=${id}&quantity=2`);
    return response.status;
  }, product?.id);
  expect(added).toBe(200);

  await signInAs(laptop, 'client');
  await laptop.goto('/shoppingCart/');
  const line = laptop.getByTestId('cart-line').filter({ hasText: product?.title });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('textbox', { name: 'Количество' })).toHaveValue('2');

  // another browser, signed in to the same account, sees the same line
  const phone = await freshBrowser(browser, baseURL);
  await signInAs(phone, 'client');
  await phone.goto('/shoppingCart/');
  const there = phone.getByTestId('cart-line').filter({ hasText: product?.title });
  await expect(there).toHaveCount(1);
  await expect(there.getByRole('textbox', { name: 'Количество' })).toHaveValue('2');

  // signed out, the first browser's guest cart is empty: the line stayed with the account
  await laptop.goto('/');
  await laptop
    .getByTestId('header-desktop')
    .getByRole('button', { name: /Учётная запись/ })
    .click();
  await laptop.getByRole('menuitem', { name: 'Выйти' }).click();
  // the page was "/" already: the header's «Войти» says the sign-out is done
  await expect(laptop.getByTestId('header-desktop').getByRole('link', { name: 'Войти' })).toBeVisible();
  await laptop.goto('/shoppingCart/');
  await expect(laptop.getByText('В корзине пока пусто')).toBeVisible();

  // tidy the demo account's cart for the journeys after this one
  await there.getByRole('button', { name: /Удалить .* из корзины/ }).click();
  await expect(phone.getByTestId('cart-line').filter({ hasText: product?.title })).toHaveCount(0);
  await laptop.context().close();
  await phone.context().close();
});
