import { expect, type Page, test } from '@playwright/test';
import { coveredByFloatingButtons } from '../fixtures/page-checks';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.use({ viewport: { width: 390, height: 844 } });

/** Issue 39: one round button over the public pages, its choices in a menu. */
const FLOATING = ['Связаться с нами'];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The floating buttons' boxes, in the window's coordinates. */
async function floatingBoxes(page: Page) {
  const boxes = [];
  for (const name of FLOATING) {
    const target = page.getByRole('link', { name }).or(page.getByRole('button', { name }));
    // The dock is drawn once the page's widgets render: wait for each button's box.
    let box = null as Box | null;
    await expect
      .poll(
        async () => {
          box = await target.boundingBox();
          return box !== null;
        },
        { message: name },
      )
      .toBe(true);
    if (box) boxes.push({ name, ...(box as Box) });
  }
  return boxes;
}

/** Lines of text of `selector` that a floating button covers. */
function coveredText(page: Page, selector: string, boxes: Box[]) {
  return page.evaluate(
    ({ selector, boxes }) => {
      const covered: string[] = [];
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            const hit = boxes.some(
              (box) =>
                line.right > box.x &&
                line.left < box.x + box.width &&
                line.bottom > box.y &&
                line.top < box.y + box.height,
            );
            if (hit) covered.push(node.textContent.trim());
          }
        }
      }
      return covered;
    },
    { selector, boxes },
  );
}

// Issue 16: the round chat and support buttons covered calculator results and prices on a phone;
// issue 39: three of them still covered prices, specification values and the calculator's tabs.
for (const path of ['/calculator/', '/catalog/item/100/']) {
  test(`on a phone the one floating button keeps to a low band that ${path} reserves at its end`, async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const height = page.viewportSize()?.height ?? 0;
    // In the window's bottom corner, not a column up the right edge.
    for (const box of await floatingBoxes(page)) expect(box.y, box.name).toBeGreaterThanOrEqual(height - 84);
    // At the end of the page they cover none of its text.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
      )
      .toBe(true);
    expect(await coveredText(page, 'main, footer', await floatingBoxes(page))).toEqual([]);
  });
}

// Decision 0121: on a wide screen the buttons stand in a column at the right edge; at the end of
// a page they sat on the footer's last links («RuStore», «Согласие на обработку персональных данных»).
test('on a wide screen the floating button covers no link or text at the end of a page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await asReturningVisitor(page);
  for (const path of ['/company/', '/calculator/', '/catalog/traktory/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Связаться с нами' })).toBeEnabled();
    // One button over the page: the others are choices of its menu (issue 39).
    expect(await page.locator('[data-floating] a, [data-floating] button').count(), path).toBe(1);
    expect(await coveredByFloatingButtons(page, ['top', 'bottom']), path).toEqual([]);
  }
});

test('the floating button opens its choices: the chat, feedback, technical support and, far down, «Наверх»', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/catalog/traktory/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'Связаться с нами' });
  await expect(button).toBeEnabled();
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Чат с консультантом',
    'Оставить отзыв',
    'Обращение в службу технической поддержки',
  ]);
  await menu.getByRole('menuitem', { name: 'Чат с консультантом' }).click();
  const chat = page.getByRole('dialog', { name: 'Чат с консультантом' });
  await expect(chat).toBeVisible();
  await chat.getByRole('button', { name: 'Закрыть чат' }).click();
  await expect(chat).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await button.click();
  await page.getByRole('menuitem', { name: 'Наверх' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
