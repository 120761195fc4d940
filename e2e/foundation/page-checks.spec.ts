import { expect, test } from '@playwright/test';
import { headerOffItsRow, unboundedDateFields } from '../fixtures/layout-checks';
import {
  bareFigures,
  checksInside,
  clippedText,
  coveredByFixed,
  openedFindings,
  preTickedDeclarations,
  textFindingsIn,
} from '../fixtures/page-checks';

/**
 * Issue 39, decision 0180: the sweep's checks (scripts/signed-in-sweep.ts) on small pages with the
 * defect the issue met, and without it. No server is needed: each page is written in place.
 */

test('a declaration ticked before the person touched it is found; a switch or an unticked box is not', async ({
  page,
}) => {
  await page.setContent(`
    <label><input type="checkbox" checked> Просроченной задолженности перед кредиторами нет</label>
    <label><input type="checkbox"> Есть действующие договоры лизинга</label>
    <label><input type="checkbox" role="switch" checked> Присылать SMS о платежах</label>
    <label><input type="checkbox" checked> Трактор</label>`);
  expect(await preTickedDeclarations(page)).toEqual([
    'declaration ticked in advance: «Просроченной задолженности перед кредиторами нет»',
  ]);
  await page.setContent(
    '<label><input type="checkbox"> Просроченной задолженности перед кредиторами нет</label>',
  );
  expect(await preTickedDeclarations(page)).toEqual([]);
});

test('long bare figures and phones are findings; identifiers after their label and grouped sums are not', () => {
  const text =
    'Сумма 3355000, к оплате 3 355 000 ₽. Телефон 79000000003. ИНН 7707083893, КПП 770701001, ОГРН 1027700132195, р/с 40702810900000000001, № 1234567';
  expect(bareFigures(text)).toEqual(['3355000', '79000000003']);
  // A card's label over its value, as innerText writes paragraphs (a blank line between).
  expect(bareFigures('Регистрационный номер\nНапример, 191234567')).toEqual([]);
  expect(bareFigures('ИНН\n\n3662000015\n\nОГРН\n\n1023600000005\n\nСумма\n\n3355000')).toEqual(['3355000']);
  expect(textFindingsIn('Телефон: +79000000003')).toEqual(['raw phone: «+79000000003»']);
  expect(textFindingsIn('Телефон: +7 900 000-00-03, ИНН 7707083893')).toEqual([]);
});

test('a button or a cell whose text its box cuts is found; one that fits is not', async ({ page }) => {
  const buttons = (width: string) => `
    <button style="width:${width};overflow:hidden;white-space:nowrap;font:16px sans-serif">Применить</button>
    <table><tr><td><div style="width:${width};overflow:hidden;text-overflow:ellipsis;white-space:nowrap">3 355 000 ₽</div></td></tr></table>`;
  await page.setContent(buttons('40px'));
  const found = await clippedText(page);
  expect(found).toHaveLength(2);
  expect(found[0]).toContain('button «Применить»');
  expect(found[1]).toContain('«3 355 000 ₽»');
  await page.setContent(buttons('auto'));
  expect(await clippedText(page)).toEqual([]);
  // A strip of pills that scrolls sideways inside its box is not cut.
  await page.setContent(
    '<nav style="width:120px;overflow:hidden"><div style="overflow-x:auto;white-space:nowrap">Ожидают решения: 3 · Одобренные: 2</div></nav>',
  );
  expect(await clippedText(page)).toEqual([]);
});

test('a floating element over text at any scroll position is found; a header bar over scrolled text is not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 });
  const prices = Array.from(
    { length: 40 },
    (_, row) => `<p style="margin:0;height:30px">Цена ${row + 1}: ${'3 355 000 ₽ '.repeat(3)}</p>`,
  ).join('');
  const layout = (reserved: string) => `
    <body style="margin:0;font:16px sans-serif">
      <header style="position:sticky;top:0;height:40px;background:#fff">Агролизинг</header>
      <main style="padding-right:${reserved}">${prices}</main>
      <button style="position:fixed;right:8px;bottom:8px;width:56px;height:56px">Чат</button>
    </body>`;
  await page.setContent(layout('0'));
  const found = await coveredByFixed(page);
  expect(found.length).toBeGreaterThan(0);
  expect(found.join('\n')).toMatch(/fixed button «Чат» covers text p «Цена/);
  await page.setContent(layout('72px'));
  expect(await coveredByFixed(page)).toEqual([]);
});

test('what a menu or a drawer opens is checked inside, and closed again', async ({ page }) => {
  const drawer = (text: string) => `
    <button aria-haspopup="dialog" onclick="document.getElementById('d').hidden = false">Фильтры</button>
    <div id="d" role="dialog" hidden>${text}</div>
    <script>document.addEventListener('keydown', (e) => { if (e.key === 'Escape') document.getElementById('d').hidden = true; });</script>`;
  await page.setContent(
    drawer(
      '<p>Мощность от 150 л. с., цена до 3355000 ₽</p><label><input type="checkbox" checked> Согласен с условиями</label>',
    ),
  );
  const found = await openedFindings(page, (scope) => checksInside(page, scope));
  expect(found).toEqual([
    'opened «Фильтры»: ungrouped figure: «3355000 ₽»',
    'opened «Фильтры»: long figure without grouping: «3355000»',
    'opened «Фильтры»: declaration ticked in advance: «Согласен с условиями»',
  ]);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.setContent(drawer('<p>Мощность от 150 л. с., цена до 3 355 000 ₽</p>'));
  expect(await openedFindings(page, (scope) => checksInside(page, scope))).toEqual([]);
});

// Decision 0185: the phone's header bar on two rows at 360 px, and a date field without `max`.
test('a phone header bar whose tools wrap under the logo is found; one on a single row is not', async ({
  page,
}) => {
  const bar = (width: string) => `
    <header data-testid="header-mobile"><div style="display:flex;flex-wrap:wrap;width:${width}">
      <a href="/" aria-label="Агролизинг — на главную" style="display:inline-block;width:150px;height:34px"></a>
      <span style="display:flex"><button aria-label="Корзина" style="width:30px;height:34px"></button><button aria-label="Открыть меню" style="width:30px;height:34px"></button></span>
    </div></header>`;
  await page.setContent(bar('200px'));
  const found = await headerOffItsRow(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toContain('«Корзина», «Открыть меню»');
  await page.setContent(bar('260px'));
  expect(await headerOffItsRow(page)).toEqual([]);
});

test('a date field that takes a five-digit year is found; one bounded by max is not', async ({ page }) => {
  await page.setContent(
    '<label>Дата с <input type="date" name="from"></label><label>Дата по <input type="date" name="to" max="2100-12-31"></label>',
  );
  expect(await unboundedDateFields(page)).toEqual([
    'date field «Дата с» takes a year of five digits (no max)',
  ]);
});
