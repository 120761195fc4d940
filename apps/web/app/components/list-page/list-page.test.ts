import { MantineProvider } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme';
import { ListItems, type ListItemsProps, ListPage, type ListPageProps } from './list-page';

interface Row {
  id: number;
  code: string;
  sum: string;
}

/** Server markup of a list page at an address of the back office. */
function html(props: ListPageProps<Row>, address = '/backoffice/things?status=new'): string {
  const page: ReactElement = createElement(ListPage as (p: ListPageProps<Row>) => ReactElement, props);
  const router = createMemoryRouter([{ path: '/backoffice/things', element: page }], {
    initialEntries: [address],
  });
  return renderToStaticMarkup(
    createElement(MantineProvider, { theme }, createElement(RouterProvider, { router })),
  ).replace(/<style[\s\S]*?<\/style>/g, '');
}

const rows: Row[] = [
  { id: 1, code: 'A-1', sum: '100 ₽' },
  { id: 2, code: 'A-2', sum: '200 ₽' },
];
const columns = [
  { title: 'Заявка', cell: (row: Row) => row.code },
  { title: 'Сумма', align: 'right' as const, cell: (row: Row) => row.sum },
];

describe('the list page every role uses', () => {
  it('shows a table whose cells carry their column for the phone cards, and the heading', () => {
    const markup = html({
      title: 'Заявки',
      label: 'Очередь',
      columns,
      minWidth: 600,
      items: rows,
      empty: 'Пусто',
      pages: 1,
    });
    expect(markup).toContain('<h1');
    expect(markup).toContain('Заявки');
    expect(markup).toContain('aria-label="Очередь"');
    expect(markup).toContain('data-label="Заявка"');
    expect(markup.match(/<tr/g)).toHaveLength(3);
    expect(markup).not.toContain('Пусто');
  });

  it('says the list is empty inside the table', () => {
    const markup = html({
      label: 'Очередь',
      columns,
      minWidth: 600,
      items: [],
      empty: 'Заявок нет',
      pages: 0,
    });
    expect(markup).toContain('Заявок нет');
    expect(markup).toContain('colSpan="2"');
  });

  it('shows a card an item, or the empty line, and nothing of a list it cannot show', () => {
    const card = (row: Row) => createElement('article', { 'data-testid': 'card' }, row.code);
    expect(html({ card, items: rows, empty: 'Пусто', pages: 1 }).match(/data-testid="card"/g)).toHaveLength(
      2,
    );
    expect(html({ card, items: [], empty: 'Ничего не найдено', pages: 0 })).toContain('Ничего не найдено');
    const locked = html({ title: 'Рекламации', card, items: null, empty: 'Ничего не найдено', pages: 0 });
    expect(locked).toContain('Рекламации');
    expect(locked).not.toContain('Ничего не найдено');
  });

  it('links the export to the list file with the address filters', () => {
    const markup = html({ card: () => null, items: [], empty: '', pages: 0, exportPath: '/things.xlsx' });
    expect(markup).toMatch(/href="\/srv\/things\.xlsx\?[^"]*status=new/);
    expect(markup).toContain('Выгрузить в Excel');
  });

  it('puts a page-own card on phones beside the table when given', () => {
    const phoneCard = (row: Row) => createElement('article', { 'data-testid': 'phone' }, row.code);
    const markup = html({
      label: 'Письма',
      columns,
      minWidth: 600,
      phoneCard,
      items: rows,
      empty: 'Пусто',
      pages: 1,
    });
    expect(markup).toContain('mantine-visible-from-sm');
    expect(markup).toContain('mantine-hidden-from-sm');
    expect(markup.match(/data-testid="phone"/g)).toHaveLength(2);
  });

  it('marks a row for its state, heads a phone card with a link and hides a column of buttons', () => {
    const markup = html({
      label: 'Платежи',
      columns: [
        { title: 'Заявка', titleShown: 'not-on-phone', cell: (row: Row) => row.code },
        { title: 'Сумма', cell: (row: Row) => row.sum },
        { title: 'Оплата', titleShown: 'screen-reader', cell: () => 'Оплатить' },
      ],
      minWidth: 600,
      rowProps: (row) => ({
        'data-testid': 'payment-row',
        'data-overdue': row.id === 2 ? '1' : '0',
        bg: 'red.0',
      }),
      items: rows,
      empty: 'Пусто',
      pages: 1,
    });
    expect(markup.match(/data-testid="payment-row"/g)).toHaveLength(2);
    expect(markup.match(/data-overdue="1"/g)).toHaveLength(1);
    expect(markup).toContain('background:var(--mantine-color-red-0)');
    expect(markup).not.toContain('data-label="Заявка"');
    expect(markup).not.toContain('data-label="Оплата"');
    expect(markup).toContain('data-label="Сумма"');
    expect(markup).toMatch(/<span class="m_515a97f8[^"]*">Оплата<\/span>/);
  });

  it("puts the list's button beside the heading", () => {
    const action = createElement('a', { href: '/new' }, 'Новая заявка');
    const markup = html({ title: 'Заявки', action, card: () => null, items: [], empty: '', pages: 0 });
    expect(markup).toMatch(/<h1[^>]*>Заявки<\/h1><a href="\/new">Новая заявка<\/a>/);
  });

  it('gives the pages as links that keep the filters, the current one from the address', () => {
    const markup = html(
      { card: () => null, items: rows, empty: '', pages: 3 },
      '/backoffice/things?status=new&page=2',
    );
    expect(markup).toMatch(/aria-label="Страница 3" href="\/backoffice\/things\/\?status=new&amp;page=3"/);
    expect(markup).toMatch(/aria-label="Страница 2" aria-current="page"/);
    expect(html({ card: () => null, items: rows, empty: '', pages: 1 })).not.toContain('Страница 1');
  });

  it('asks the file with the filters the loader fixed over the address', () => {
    const markup = html({
      card: () => null,
      items: [],
      empty: '',
      pages: 0,
      exportPath: '/things.xlsx',
      exportQuery: { state: 'upcoming' },
    });
    expect(markup).toContain('href="/srv/things.xlsx?status=new&amp;state=upcoming"');
  });

  it('shows the same items inside another page, without the heading, the export or the pages', () => {
    const props: ListItemsProps<Row> = {
      label: 'Журнал',
      columns: [{ title: 'Дата', width: 170, cell: (row: Row) => row.code }],
      minWidth: 600,
      phoneCard: (row: Row) => createElement('article', { 'data-testid': 'phone' }, row.code),
      items: rows,
      empty: 'Событий нет',
    };
    const element = createElement(ListItems as (p: ListItemsProps<Row>) => ReactElement, props);
    const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
    const markup = renderToStaticMarkup(
      createElement(MantineProvider, { theme }, createElement(RouterProvider, { router })),
    );
    expect(markup).toMatch(/<th style="width:calc\(10\.625rem[^"]*"[^>]*>Дата<\/th>/);
    expect(markup.match(/data-testid="phone"/g)).toHaveLength(2);
    expect(markup).not.toContain('<h1');
    expect(markup).not.toContain('Выгрузить в Excel');
  });
});
