import * as M from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inStaticRouter } from '../../testing/static-router';
import { theme } from '../../theme';
import { AppLink } from '../routing/app-link';
import * as P from './mantine-markup';
import { PlainButton } from './plain-button';
import { PlainNativeSelect } from './plain-native-select';
import { PlainStepper } from './plain-stepper';
import { PlainSwitch } from './plain-switch';
import { PlainTextInput } from './plain-text-input';

/** Server markup of an element inside the site's Mantine provider and a router. */
function html(element: ReactElement): string {
  const markup = renderToStaticMarkup(
    createElement(
      M.MantineProvider,
      { theme, withCssVariables: false, withGlobalClasses: false },
      inStaticRouter(element),
    ),
  );
  return markup.replace(/<style[\s\S]*?<\/style>/g, '');
}

const same = (mantine: ReactElement, plain: ReactElement) => expect(html(plain)).toBe(html(mantine));
// Mantine's polymorphic components do not fit createElement's overloads: the test checks markup, not types.
const h = createElement as unknown as (
  type: unknown,
  props?: unknown,
  ...children: unknown[]
) => ReactElement;

describe('the plain pieces write the markup Mantine writes', () => {
  it('Text with a size, colour, weight, alignment, margins and line clamp', () => {
    same(h(M.Text, null, 'a'), h(P.Text, null, 'a'));
    same(h(M.Text, { fz: 'xs', c: 'dimmed' }, 'a'), h(P.Text, { fz: 'xs', c: 'dimmed' }, 'a'));
    same(
      h(M.Text, { fw: 600, mt: 'md', ta: 'right' }, 'a'),
      h(P.Text, { fw: 600, mt: 'md', ta: 'right' }, 'a'),
    );
    same(h(M.Text, { fz: 'sm', lineClamp: 2 }, 'a'), h(P.Text, { fz: 'sm', lineClamp: 2 }, 'a'));
    same(h(M.Text, { c: 'red', role: 'alert' }, 'a'), h(P.Text, { c: 'red', role: 'alert' }, 'a'));
    same(
      h(M.Text, { c: 'field.8', fz: 'xl', fw: 700 }, 'a'),
      h(P.Text, { c: 'field.8', fz: 'xl', fw: 700 }, 'a'),
    );
    same(h(M.Text, { component: 'span', fz: 13 }, 'a'), h(P.Text, { component: 'span', fz: 13 }, 'a'));
  });

  it('Title of an order with a size and a margin', () => {
    same(
      h(M.Title, { order: 2, fz: 'lg', mb: 'md' }, 'T'),
      h(P.Title, { order: 2, fz: 'lg', mb: 'md' }, 'T'),
    );
    same(h(M.Title, { order: 3 }, 'T'), h(P.Title, { order: 3 }, 'T'));
  });

  it('Group and Stack with their gaps and alignment', () => {
    same(h(M.Group, null, 'g'), h(P.Group, null, 'g'));
    same(
      h(M.Group, { gap: 'sm', mt: 'md', wrap: 'wrap' }, 'g'),
      h(P.Group, { gap: 'sm', mt: 'md', wrap: 'wrap' }, 'g'),
    );
    same(
      h(M.Group, { justify: 'space-between', align: 'flex-end', wrap: 'nowrap' }, 'g'),
      h(P.Group, { justify: 'space-between', align: 'flex-end', wrap: 'nowrap' }, 'g'),
    );
    same(h(M.Stack, { gap: 'lg' }, 's'), h(P.Stack, { gap: 'lg' }, 's'));
    same(h(M.Stack, { gap: 4, align: 'flex-start' }, 's'), h(P.Stack, { gap: 4, align: 'flex-start' }, 's'));
  });

  it('Paper with a border, padding, radius and background', () => {
    same(
      h(M.Paper, { withBorder: true, p: 'lg', radius: 'md' }, 'p'),
      h(P.Paper, { withBorder: true, p: 'lg', radius: 'md' }, 'p'),
    );
    same(
      h(M.Paper, { withBorder: true, p: 'md', radius: 'md', bg: 'red.0', 'data-testid': 'x' }, 'p'),
      h(
        P.Paper,
        { withBorder: true, p: 'md', radius: 'md', bg: 'red.0', 'data-testid': 'x' } as P.PaperProps,
        'p',
      ),
    );
  });

  it('Badge filled and light in a colour', () => {
    same(h(M.Badge, null, 'b'), h(P.Badge, null, 'b'));
    same(h(M.Badge, { color: 'red' }, 'b'), h(P.Badge, { color: 'red' }, 'b'));
    same(
      h(M.Badge, { color: 'red', variant: 'filled' }, 'b'),
      h(P.Badge, { color: 'red', variant: 'filled' }, 'b'),
    );
    same(
      h(M.Badge, { color: 'gray', variant: 'light' }, 'b'),
      h(P.Badge, { color: 'gray', variant: 'light' }, 'b'),
    );
  });

  it('Anchor as a router link and as an address', () => {
    same(
      h(M.Anchor, { component: 'a', href: '/cabinet/v2/info/', fw: 600 } as never, 'a'),
      h(P.Anchor, { href: '/cabinet/v2/info/', fw: 600 }, 'a'),
    );
    expect(html(h(P.Anchor, { to: '/cabinet/v2/info/', fz: 'sm' }, 'a'))).toContain(
      'href="/cabinet/v2/info/"',
    );
  });

  it('a striped table with hover, aligned cells and a coloured row', () => {
    const mantine = h(
      M.Table,
      { striped: true, highlightOnHover: true, verticalSpacing: 'sm', 'aria-label': 'Заявки' },
      h(M.Table.Thead, null, h(M.Table.Tr, null, h(M.Table.Th, { ta: 'right' }, 'A'))),
      h(
        M.Table.Tbody,
        null,
        h(
          M.Table.Tr,
          { 'data-testid': 'row', bg: 'red.0', c: 'red.9' },
          h(M.Table.Td, { ta: 'right', style: { whiteSpace: 'nowrap' } }, '1'),
          h(M.Table.Td, { ta: 'right', fw: 600 }, '2'),
        ),
      ),
    );
    const plain = h(
      P.Table,
      { verticalSpacing: 'sm', 'aria-label': 'Заявки' },
      h(P.TableThead, null, h(P.TableTr, { striped: true, hover: true }, h(P.TableTh, { ta: 'right' }, 'A'))),
      h(
        P.TableTbody,
        null,
        h(
          P.TableTr,
          { striped: true, hover: true, 'data-testid': 'row', bg: 'red.0', c: 'red.9' } as P.TableTrProps,
          h(P.TableTd, { ta: 'right', style: { whiteSpace: 'nowrap' } }, '1'),
          h(P.TableTd, { ta: 'right', fw: 600 }, '2'),
        ),
      ),
    );
    same(mantine, plain);
  });

  it('visibility from a breakpoint, a monospace text, a table with both spacings and a column width', () => {
    same(
      h(M.Paper, { withBorder: true, radius: 'md', visibleFrom: 'sm' }, 'p'),
      h(P.Paper, { withBorder: true, radius: 'md', visibleFrom: 'sm' }, 'p'),
    );
    same(
      h(M.Stack, { gap: 2, mt: 'xs', pl: 40, hiddenFrom: 'sm', 'aria-label': 'x' }, 's'),
      h(P.Stack, { gap: 2, mt: 'xs', pl: 40, hiddenFrom: 'sm', 'aria-label': 'x' }, 's'),
    );
    same(
      h(M.Text, { fz: 'sm', ff: 'monospace', style: { overflowWrap: 'anywhere' } }, 't'),
      h(P.Text, { fz: 'sm', ff: 'monospace', style: { overflowWrap: 'anywhere' } }, 't'),
    );
    same(
      h(
        M.Table,
        { verticalSpacing: 'sm', horizontalSpacing: 'md', highlightOnHover: true },
        h(
          M.Table.Thead,
          null,
          h(M.Table.Tr, null, h(M.Table.Th, { w: 170, style: { whiteSpace: 'nowrap' } }, 'a')),
        ),
      ),
      h(
        P.Table,
        { verticalSpacing: 'sm', horizontalSpacing: 'md' },
        h(
          P.TableThead,
          null,
          h(P.TableTr, { hover: true }, h(P.TableTh, { w: 170, style: { whiteSpace: 'nowrap' } }, 'a')),
        ),
      ),
    );
  });

  it('ThemeIcon, light, round (Mantine also copies its colour and radius into attributes)', () => {
    const props = { variant: 'light', color: 'red', size: 28, radius: 'xl', 'aria-hidden': true };
    expect(html(h(P.ThemeIcon, { color: 'red', size: 28, radius: 'xl', 'aria-hidden': true }, 'i'))).toBe(
      html(h(M.ThemeIcon, props, 'i')).replace(' color="red" radius="xl"', ''),
    );
    expect(html(h(P.ThemeIcon, { size: 40, radius: 'md' }, 'i'))).toBe(
      html(h(M.ThemeIcon, { size: 40, radius: 'md', variant: 'light' }, 'i')).replace(' radius="md"', ''),
    );
  });

  it('Text with a block padding, a decoration and as a span', () => {
    same(
      h(M.Text, { py: 'xl', ta: 'center', c: 'dimmed' }, 'a'),
      h(P.Text, { py: 'xl', ta: 'center', c: 'dimmed' }, 'a'),
    );
    same(h(M.Text, { span: true, fw: 600 }, 'a'), h(P.Text, { span: true, fw: 600 }, 'a'));
    same(
      h(M.Text, { td: 'line-through', mb: 'xs', fz: 'lg' }, 'a'),
      h(P.Text, { td: 'line-through', mb: 'xs', fz: 'lg' }, 'a'),
    );
  });

  it('Badge with a margin, a size, a radius and outlined', () => {
    same(
      h(M.Badge, { mt: 'xs', variant: 'light', color: 'field' }, 'b'),
      h(P.Badge, { mt: 'xs', variant: 'light', color: 'field' }, 'b'),
    );
    same(h(M.Badge, { size: 'lg' }, 'b'), h(P.Badge, { size: 'lg' }, 'b'));
    same(
      h(M.Badge, { size: 'xs', variant: 'light' }, 'b'),
      h(P.Badge, { size: 'xs', variant: 'light' }, 'b'),
    );
    same(
      h(M.Badge, { size: 'sm', radius: 'sm', variant: 'outline', color: 'gray' }, 'b'),
      h(P.Badge, { size: 'sm', radius: 'sm', variant: 'outline', color: 'gray' }, 'b'),
    );
  });

  it('Paper as a section, a list item or a form', () => {
    for (const component of ['section', 'li', 'form'])
      same(
        h(M.Paper, { component, withBorder: true, radius: 'md', p: 'md', 'aria-label': 'x' }, 'p'),
        h(P.Paper, { component, withBorder: true, radius: 'md', p: 'md', 'aria-label': 'x' }, 'p'),
      );
  });

  it('Anchor opening elsewhere, always underlined', () => {
    same(
      h(M.Anchor, { href: '/x', target: '_blank', rel: 'noreferrer', underline: 'always' }, 'a'),
      h(P.Anchor, { href: '/x', target: '_blank', rel: 'noreferrer', underline: 'always' }, 'a'),
    );
  });

  it('a responsive padding or heading size: a class reading two variables, in place of a <style> element', () => {
    const mantine = html(h(M.Paper, { withBorder: true, radius: 'md', p: { base: 'md', sm: 'lg' } }, 'p'));
    const plain = html(h(P.Paper, { withBorder: true, radius: 'md', p: { base: 'md', sm: 'lg' } }, 'p'));
    // The same element but for Mantine's generated class, which the plain one names in a module.
    expect(plain.replace(/ _?responsivePadding[^\s"]*/, '').replace(/;--p-base:[^"]*/, '')).toBe(
      mantine.replace(/ __m__-\S+"/, '"'),
    );
    expect(plain).toContain('--p-base:var(--mantine-spacing-md);--p-sm:var(--mantine-spacing-lg)');
    const title = html(h(P.Title, { order: 2, fz: { base: 22, sm: 28 } }, 't'));
    expect(title).toContain(
      '--fz-base:calc(1.375rem * var(--mantine-scale));--fz-sm:calc(1.75rem * var(--mantine-scale))',
    );
    expect(title.replace(/;--fz-base:[^"]*/, '').replace(/ _?responsiveFz[^\s"]*/, '')).toBe(
      html(h(M.Title, { order: 2, fz: { base: 22, sm: 28 } }, 't')).replace(/ __m__-\S+"/, '"'),
    );
  });

  it("a style after the component's variables; a table without spacings has Mantine's default", () => {
    same(
      h(M.Stack, { gap: 4, style: { minWidth: 0 } }, 's'),
      h(P.Stack, { gap: 4, style: { minWidth: 0 } }, 's'),
    );
    same(
      h(M.Text, { fz: 'sm', lineClamp: 2, style: { overflowWrap: 'anywhere' } }, 't'),
      h(P.Text, { fz: 'sm', lineClamp: 2, style: { overflowWrap: 'anywhere' } }, 't'),
    );
    same(
      h(M.Title, { order: 1, style: { overflowWrap: 'anywhere' } }, 't'),
      h(P.Title, { order: 1, style: { overflowWrap: 'anywhere' } }, 't'),
    );
    same(
      h(M.Anchor, { component: Link, to: '/', underline: 'never', 'aria-label': 'x' } as never, 'a'),
      h(P.Anchor, { to: '/', underline: 'never', 'aria-label': 'x' }, 'a'),
    );
    same(
      h(
        M.Table,
        { 'aria-label': 't' },
        h(M.Table.Tbody, null, h(M.Table.Tr, null, h(M.Table.Td, null, '1'))),
      ),
      h(P.Table, { 'aria-label': 't' }, h(P.TableTbody, null, h(P.TableTr, null, h(P.TableTd, null, '1')))),
    );
  });
});

describe('the plain switch writes the markup Mantine writes', () => {
  const change = () => {};
  it('on, off, locked and refused', () => {
    for (const props of [
      { checked: true, label: 'Письмо', 'aria-label': 'Заявки: Письмо' },
      { checked: false, label: 'SMS', 'aria-label': 'Заявки: SMS' },
      { checked: true, disabled: true, label: 'SMS, всегда', 'aria-label': 'Подписание: SMS, всегда' },
      { checked: false, label: 'Письмо', error: 'Не удалось сохранить' },
    ]) {
      same(
        h(M.Switch, { ...props, id: 'choice', onChange: change }),
        h(PlainSwitch, { ...props, id: 'choice', onChange: change }),
      );
    }
  });
});

describe('the plain button writes the markup Mantine writes', () => {
  const icon = h('svg', { 'aria-hidden': true });
  it('as a download link, a submit button, a link of the site and in each look', () => {
    same(
      h(
        M.Button,
        { component: 'a', href: '/x.xlsx', download: true, variant: 'light', leftSection: icon },
        'Выгрузить',
      ),
      h(
        PlainButton,
        { component: 'a', href: '/x.xlsx', download: true, variant: 'light', leftSection: icon },
        'Выгрузить',
      ),
    );
    same(h(M.Button, { type: 'submit' }, 'Найти'), h(PlainButton, { type: 'submit' }, 'Найти'));
    same(
      h(
        M.Button,
        { component: Link, to: '/cabinet/v2/client/apps/', variant: 'default', rightSection: icon },
        'Заявки',
      ),
      h(
        PlainButton,
        { component: AppLink, to: '/cabinet/v2/client/apps/', variant: 'default', rightSection: icon },
        'Заявки',
      ),
    );
    for (const variant of ['filled', 'light', 'subtle', 'outline', 'default'] as const) {
      for (const color of [undefined, 'red']) {
        same(
          h(M.Button, { variant, color, size: 'xs', fullWidth: true, disabled: true }, 'Кнопка'),
          h(PlainButton, { variant, color, size: 'xs', fullWidth: true, disabled: true }, 'Кнопка'),
        );
      }
    }
    same(
      h(M.Button, { size: 'md', className: 'wide' }, 'Да'),
      h(PlainButton, { size: 'md', className: 'wide' }, 'Да'),
    );
  });
});

describe('the plain text input writes the markup Mantine writes', () => {
  it('with a label, a placeholder and a value; required; with a description and an error', () => {
    for (const props of [
      { label: 'Номер заявки', name: 'code', placeholder: 'Например, З-000012', defaultValue: 'З-1' },
      { label: 'Дата с', type: 'date', min: '1900-01-01', max: '2100-12-31', name: 'from', required: true },
      { label: 'E-mail', name: 'email', description: 'Для писем', error: 'Неверный адрес' },
      { label: 'Телефон', name: 'phone', description: 'Для SMS' },
      { label: 'ИНН', name: 'inn', error: 'Не тот ИНН', autoComplete: 'off', inputMode: 'numeric' as const },
      { 'aria-label': 'Поиск', name: 'query' },
      { label: 'Сумма', name: 'sum', error: true },
      // A wizard's fields, held by the page: read-only and filled, disabled while a step is saved.
      { label: 'Должность', value: 'Агроном', onChange: () => {}, 'data-field': 'position', required: true },
      { label: 'ИНН', value: '3662000015', readOnly: true, variant: 'filled' as const, onChange: () => {} },
      { label: 'Отчество', value: '', disabled: true, onChange: () => {}, placeholder: 'Если есть' },
      { label: 'СНИЛС', value: '1', error: 'Неверный СНИЛС', disabled: true, onChange: () => {} },
    ]) {
      same(h(M.TextInput, { ...props, id: 'field' }), h(PlainTextInput, { ...props, id: 'field' }));
    }
  });
});

describe('the plain native select writes the markup Mantine writes', () => {
  it('with a label and a chosen value; an empty choice; required; a description and an error; disabled options', () => {
    const statuses = [
      { value: '', label: 'Все статусы' },
      { value: 'draft', label: 'Черновик' },
      { value: 'review', label: 'На рассмотрении' },
    ];
    for (const props of [
      { label: 'Статус', name: 'status', data: statuses, defaultValue: 'review' },
      { label: 'Статус', name: 'status', data: statuses },
      { label: 'Порядок', name: 'direction', data: ['desc', 'asc'], required: true },
      { label: 'Регион', name: 'region', data: statuses, description: 'Где техника', error: 'Выберите' },
      { label: 'Сумма', name: 'sum', data: ['1'], error: true },
      { 'aria-label': 'Сортировка', name: 'sort', data: [{ value: 'a', label: 'А', disabled: true }, 'b'] },
    ]) {
      same(h(M.NativeSelect, { ...props, id: 'field' }), h(PlainNativeSelect, { ...props, id: 'field' }));
    }
  });
});

describe('the plain stepper writes the markup Mantine writes', () => {
  const labels = ['Техника', 'Условия', 'Документы', 'Подписание'];
  const mantine = (props: object, allow?: (index: number) => boolean | undefined) =>
    h(
      M.Stepper,
      { allowNextStepsSelect: false, ...props, role: 'group' },
      ...labels.map((label, index) =>
        h(M.Stepper.Step, {
          key: label,
          label,
          allowStepSelect: allow?.(index),
          'aria-current': index === 1 ? 'step' : undefined,
        }),
      ),
    );
  const plain = (props: object, allow?: (index: number) => boolean | undefined) =>
    h(PlainStepper, {
      ...props,
      steps: labels.map((label, index) => ({
        label,
        allowSelect: allow?.(index),
        'aria-current': index === 1 ? 'step' : undefined,
      })),
    });

  it("a wizard's steps: clickable up to the available one, its own classes, each state", () => {
    const classNames = { root: 'r', step: 's', stepBody: 'b', stepLabel: 'l', separator: 'p' };
    const onStepClick = () => undefined;
    for (const active of [0, 1, 3, 4]) {
      same(
        mantine({ active, size: 'xs', classNames, onStepClick }, (index) => index <= 2),
        plain({ active, size: 'xs', classNames, onStepClick }, (index) => index <= 2),
      );
    }
    same(mantine({ active: 2, onStepClick }), plain({ active: 2, onStepClick }));
  });

  it("a deal's stages shown only, across or down, hidden or shown by width, named as a group", () => {
    same(
      mantine({
        active: 2,
        size: 'xs',
        orientation: 'vertical',
        hiddenFrom: 'sm',
        'aria-label': 'Этапы сделки',
      }),
      plain({
        active: 2,
        size: 'xs',
        orientation: 'vertical',
        className: 'mantine-hidden-from-sm',
        'aria-label': 'Этапы сделки',
      }),
    );
    same(
      mantine({ active: 1, size: 'sm', visibleFrom: 'sm', 'aria-label': 'Этапы сделки' }),
      plain({ active: 1, size: 'sm', className: 'mantine-visible-from-sm', 'aria-label': 'Этапы сделки' }),
    );
  });
});
