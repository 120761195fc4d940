import { supplierLeads } from '@agrolease/contracts';
import { CONSULTANT_PAGE } from '@agrolease/contracts/supplier-leads-values';
import { formatPhone } from '@agrolease/domain';
import { Alert, Button, NativeSelect, SimpleGrid } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { PhoneInput } from '../../../components/forms/phone-input';
import {
  Anchor,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { ProductsTabs } from '../../../components/supplier/products-tabs';
import {
  EntryIntentButton,
  SupplierTabFormOutcome,
  useSupplierTabForm,
} from '../../../components/supplier/supplier-tab-form';
import { readForm } from '../../../lib/request-form.server';
import { sendFromAction } from '../../../lib/send-from-action.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/consultant';
import { loadSupplierCall } from './supplier-call.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Консультант', description: 'Кто отвечает на вопросы о технике поставщика.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { reply, locked } = await loadSupplierCall(context, supplierLeads.supplierConsultants, {});
  return { list: reply, locked };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const value = (name: string) => String(form.get(name) ?? '');
  if (value('intent') === 'delete')
    return sendFromAction(context, 'delete', supplierLeads.supplierConsultantDelete, {
      id_object: value('id'),
    });
  return sendFromAction(context, 'save', supplierLeads.supplierConsultantSave, {
    id_category: value('id_category'),
    name: value('name'),
    phone: value('phone'),
    email: value('email'),
    hours: value('hours'),
  });
}

/** Who answers questions on the supplier's product pages, for all machines or a category (decision 0106). */
export default function SupplierConsultant({ loaderData }: Route.ComponentProps) {
  const { list, locked } = loaderData;
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Консультант', href: CONSULTANT_PAGE }]} />
      <PageTitle>Консультант поставщика</PageTitle>
      <ProductsTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {list && (
        <>
          <Text c="dimmed" fz="sm">
            Страница вашей техники показывает «Консультант поставщика» с этими контактами: консультанта её
            категории, а если его нет — общего.
          </Text>
          {list.items.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              Консультант пока не назначен
            </Text>
          )}
          <Stack gap="sm">
            {list.items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                data-testid="supplier-consultant"
              >
                <Text fz="sm" c="dimmed">
                  {item.category ? item.category.title : 'Вся техника'}
                </Text>
                <Text fw={600}>{item.name}</Text>
                <Text fz="sm">
                  <Anchor href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(item.phone)}</Anchor>
                  {item.email ? ' · ' : ''}
                  {item.email && <Anchor href={`mailto:${item.email}`}>{item.email}</Anchor>}
                </Text>
                {item.hours && (
                  <Text fz="sm" c="dimmed">
                    {item.hours}
                  </Text>
                )}
                <EntryIntentButton intent="delete" id={item.id}>
                  Удалить
                </EntryIntentButton>
              </Paper>
            ))}
          </Stack>
          <ConsultantForm categories={list.categories} />
        </>
      )}
    </Stack>
  );
}

function ConsultantForm({ categories }: { categories: { id: number; title: string }[] }) {
  const { fetcher, formRef, failed, done } = useSupplierTabForm();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <fetcher.Form method="post" ref={formRef}>
        <input type="hidden" name="intent" value="save" />
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Назначить консультанта
          </Title>
          <Text fz="sm" c="dimmed">
            Консультант для той же категории заменяет прежнего.
          </Text>
          <SupplierTabFormOutcome failed={failed} done={done}>
            Сохранено
          </SupplierTabFormOutcome>
          <NativeSelect
            name="id_category"
            label="Для какой техники"
            data={[
              { value: '', label: 'Вся техника' },
              ...categories.map((c) => ({ value: String(c.id), label: c.title })),
            ]}
            error={failed?.errors.id_category}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PlainTextInput name="name" label="Имя" required maxLength={120} error={failed?.errors.name} />
            <PhoneInput name="phone" label="Телефон" required error={failed?.errors.phone} />
            <PlainTextInput
              name="email"
              label="Электронная почта"
              type="email"
              error={failed?.errors.email}
            />
            <PlainTextInput
              name="hours"
              label="Часы работы"
              placeholder="пн–пт 9:00–18:00"
              maxLength={120}
              error={failed?.errors.hours}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={fetcher.state !== 'idle'} w={{ base: '100%', xs: 'auto' }}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}
