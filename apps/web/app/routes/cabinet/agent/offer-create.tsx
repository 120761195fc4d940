import { agent, calculator, isGatewayError } from '@agrolease/contracts';
import { Alert, Button, Paper as MantinePaper, NativeSelect, SimpleGrid } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { MoneyInput } from '../../../components/forms/money-input';
import { Group, PageTitle, Stack, Text } from '../../../components/plain/mantine-markup';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/offer-create';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Новое коммерческое предложение',
    description: 'Расчёт лизинга для контрагента.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** The form's fields, sent to AgentOffers/Create as they are. */
const FIELDS = [
  'id_contractor',
  'subject',
  'guid_category',
  'price',
  'advance',
  'term',
  'repayment_code',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export async function loader({ context, request }: Route.LoaderArgs) {
  const gateway = getGateway(context);
  const [{ items: contractors }, { items: categories }, init] = await Promise.all([
    gateway.call(agent.agentContractors, {}),
    gateway.call(calculator.calcListCategory),
    gateway.call(calculator.calcInit, {}),
  ]);
  const search = new URL(request.url).searchParams;
  const values: Values = {
    id_contractor: search.get('id_contractor') ?? String(contractors[0]?.id ?? ''),
    subject: '',
    guid_category: '',
    price: String(init.initialValues.price),
    advance: String(init.initialValues.advance),
    term: String(init.initialValues.term),
    repayment_code: '1',
  };
  return {
    contractors: contractors.map(({ id, title, inn }) => ({
      value: String(id),
      label: `${title}, ИНН ${inn}`,
    })),
    categories: categories.map(({ guid, title }) => ({ value: guid, label: title })),
    limits: init.limits,
    values,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? '').trim()]),
  ) as Values;
  try {
    const { guid_category, repayment_code, ...rest } = values;
    const reply = await getGateway(context).call(agent.agentOfferCreate, {
      ...rest,
      // The contract refuses a code it does not know; the select offers only these two.
      repayment_code: repayment_code === '2' ? '2' : '1',
      ...(guid_category ? { guid_category } : {}),
    });
    return redirect(`/cabinet/v2/agent/offers/${reply.id}?created=1`);
  } catch (error) {
    if (isGatewayError(error) && error.status < 500 && error.status !== 401 && error.status !== 403) {
      const errors: Partial<Record<string, string>> = {};
      for (const item of error.reply.errors_list ?? []) errors[item.prop] ??= item.error;
      return data({ values, errors, message: error.reply.error_message }, { status: 400 });
    }
    throw error;
  }
}

/** A new commercial offer for a contractor (spec 1 §2 `offers/create`, `offers/calculator`; decision 0092). */
export default function AgentOfferCreate({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const { limits } = loaderData;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Коммерческие предложения', href: '/cabinet/v2/agent/offers' },
          { title: 'Новое предложение', href: '/cabinet/v2/agent/offers/create' },
        ]}
      />
      <PageTitle>Новое коммерческое предложение</PageTitle>
      {loaderData.contractors.length === 0 ? (
        <Alert color="gray">
          Сначала добавьте контрагента: предложение готовится для компании.{' '}
          <AppLink to="/cabinet/v2/agent/contractors/new">Добавить контрагента</AppLink>
        </Alert>
      ) : (
        <MantinePaper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
          {/* A failed step returns what was typed: the key makes the fields take it again. */}
          <Form method="post" key={JSON.stringify(values)}>
            <Stack gap="md">
              {actionData?.message && Object.keys(errors).length === 0 && (
                <Alert color="red">{actionData.message}</Alert>
              )}
              <NativeSelect
                name="id_contractor"
                label="Контрагент"
                data={loaderData.contractors}
                defaultValue={values.id_contractor}
                error={errors.id_contractor}
                required
              />
              <PlainTextInput
                name="subject"
                label="Предмет лизинга"
                description="Техника и модель, как их увидит клиент"
                placeholder="Например, трактор Кировец К-742"
                defaultValue={values.subject}
                error={errors.subject}
                maxLength={200}
                required
              />
              <NativeSelect
                name="guid_category"
                label="Категория техники"
                description="Условия категории: границы аванса и срока, ставка"
                data={[{ value: '', label: 'Любая техника' }, ...loaderData.categories]}
                defaultValue={values.guid_category}
                error={errors.guid_category}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <MoneyInput
                  name="price"
                  label="Стоимость с НДС, ₽"
                  defaultValue={values.price}
                  error={errors.price}
                  required
                />
                <PlainTextInput
                  name="advance"
                  label="Аванс, %"
                  description={`от ${limits.advance.min} до ${limits.advance.max}`}
                  inputMode="decimal"
                  defaultValue={values.advance}
                  error={errors.advance}
                  required
                />
                <PlainTextInput
                  name="term"
                  label="Срок, мес."
                  description={`от ${limits.term.min} до ${limits.term.max}`}
                  inputMode="numeric"
                  defaultValue={values.term}
                  error={errors.term}
                  required
                />
              </SimpleGrid>
              <NativeSelect
                name="repayment_code"
                label="График платежей"
                data={[
                  { value: '1', label: 'Аннуитетный — равные платежи' },
                  { value: '2', label: 'Регрессивный — платежи снижаются' },
                ]}
                defaultValue={values.repayment_code}
                error={errors.repayment_code}
              />
              <Text fz="sm" c="dimmed">
                Расчёт по правилам калькулятора лизинга на сегодняшний день; он сохранится как есть.
              </Text>
              <Group>
                <Button
                  type="submit"
                  leftSection={<IconCalculator size={18} />}
                  loading={navigation.state === 'submitting'}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Рассчитать и сохранить
                </Button>
              </Group>
            </Stack>
          </Form>
        </MantinePaper>
      )}
    </Stack>
  );
}
