import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const ANSWER = 'Спасибо за отзыв! Запчасти теперь держим на складе в Воронеже — журнал отзывов';

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test("supplier answers a client's review, the product page shows the answer", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supplier = await context.newPage();
  await asReturningVisitor(supplier);
  await signInAs(supplier, 'supplier');

  await supplier.goto('/cabinet/v2/supplier/products/consultant');
  await supplier.getByRole('link', { name: 'Отзывы' }).click();
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/products\/reviews$/);
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Отзывы о технике');
  await expect(supplier.getByTestId('reviews-average')).toContainText('средняя оценка');
  // The answered demo review of «Агрофирма Заречье» names its deal (Д-000123: the deal's id).
  const farmReview = supplier.getByTestId('supplier-review').filter({ hasText: 'пусконаладку' });
  const farmDealId = Number(/Д-(\d+)/.exec((await farmReview.textContent()) ?? '')?.[1]);
  expect(farmDealId).toBeGreaterThan(0);
  await fitsScreen(supplier);

  // «Без ответа» leaves the demo client's review; the answer publishes it.
  await supplier.getByText(/^Без ответа · \d+$/).click();
  await expect(supplier).toHaveURL(/unanswered=1/);
  const review = supplier.getByTestId('supplier-review').filter({ hasText: 'быстрее получать запчасти' });
  await expect(review).toBeVisible();
  const productLink = review.getByRole('link').first();
  const productHref = (await productLink.getAttribute('href')) ?? '';
  expect(productHref).toMatch(/^\/catalog\/item\/\d+\/$/);
  await review.getByRole('textbox', { name: 'Ответ на отзыв' }).fill(ANSWER);
  await review.getByRole('button', { name: 'Ответить' }).click();
  // Answered, it leaves «Без ответа» and stays under «Все» with the answer to correct.
  await expect(review).toBeHidden();
  await supplier.getByText(/^Все · \d+$/).click();
  const answered = supplier.getByTestId('supplier-review').filter({ hasText: 'быстрее получать запчасти' });
  await expect(answered.getByRole('textbox', { name: 'Ответ (можно исправить)' })).toHaveValue(ANSWER);
  await fitsScreen(supplier);

  // The product page (kept by the catalogue generation) shows the review with the answer.
  await supplier.goto(productHref);
  const shown = supplier.getByTestId('product-review').filter({ hasText: ANSWER });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Ответ поставщика');
  await fitsScreen(supplier);
  await context.close();

  // «Агрофирма Заречье» sees its review of the handed-over machine and the answer on its deal page.
  const farmContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const farm = await farmContext.newPage();
  await asReturningVisitor(farm);
  await signInAs(farm, 'agent-client');
  await farm.goto(`/cabinet/v2/client/deals/${farmDealId}`);
  const section = farm.getByTestId('deal-reviews');
  await expect(section.getByRole('heading', { name: 'Отзывы о технике' })).toBeVisible();
  await expect(section).toContainText('Ответ поставщика: Спасибо за отзыв!');
  await fitsScreen(farm);
  await farmContext.close();
});
