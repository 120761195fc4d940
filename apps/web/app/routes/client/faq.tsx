import { isGatewayError } from '@agrolease/contracts';
import { getFAQList, setFAQMark, type TFaqItem } from '@agrolease/contracts/services';
import { Accordion, Button, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { data, useFetcher } from 'react-router';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { PlainButton } from '../../components/plain/plain-button';
import { AppLink } from '../../components/routing/app-link';
import { getGateway } from '../../lib/gateway.server';
import { readForm } from '../../lib/request-form.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/faq';

const TYPE_TITLES: Record<string, string> = {
  client: 'Лизинг',
  cabinet: 'Личный кабинет',
  supplier: 'Поставщикам',
  agent: 'Агентам',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const type = new URL(request.url).searchParams.get('type') ?? 'client';
  try {
    return { type, ...(await getGateway(context).call(getFAQList, { type })) };
  } catch (error) {
    if (isGatewayError(error) && error.status === 400) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    return await getGateway(context).call(setFAQMark, {
      id: Number(form.get('id')),
      useful: Number(form.get('useful')) as 0 | 1,
    });
  } catch (error) {
    if (isGatewayError(error) && error.status < 500)
      return data({ error: error.reply.error_message }, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Вопросы и ответы',
    description: 'Ответы на частые вопросы о лизинге, документах, платежах и личном кабинете.',
  });

function Mark({ item }: { item: TFaqItem }) {
  const fetcher = useFetcher<{ useful?: number; not_useful?: number; error?: string }>();
  const [choice, setChoice] = useState(item.mark);
  const counts = fetcher.data?.useful !== undefined ? fetcher.data : item;
  const button = (value: 0 | 1, label: string, Icon: typeof IconThumbUp) => (
    <PlainButton
      type="submit"
      name="useful"
      value={String(value)}
      size="compact-sm"
      variant={choice === value ? 'filled' : 'default'}
      color={choice === value && value === 0 ? 'gray' : undefined}
      leftSection={<Icon size={16} />}
      aria-pressed={choice === value}
      onClick={() => setChoice(value)}
    >
      {label} · {value === 1 ? counts.useful : counts.not_useful}
    </PlainButton>
  );
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={item.id} />
      <Group gap="xs" mt="md" align="center">
        <Text fz="sm" c="dimmed">
          Ответ был полезен?
        </Text>
        {button(1, 'Да', IconThumbUp)}
        {button(0, 'Нет', IconThumbDown)}
        {fetcher.data?.useful !== undefined && (
          <Text fz="sm" c="field.7" role="status">
            Спасибо за оценку!
          </Text>
        )}
        {fetcher.data?.error && (
          <Text fz="sm" c="red">
            {fetcher.data.error}
          </Text>
        )}
      </Group>
    </fetcher.Form>
  );
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { items, types, type } = loaderData;
  return (
    <PageShell
      trail={trailOf('/client/faq/', 'Вопросы и ответы')}
      title="Вопросы и ответы"
      lead="Если не нашли ответ — напишите нам или спросите консультанта в чате."
    >
      <Group gap="xs">
        {types.map((value) => (
          <Button
            key={value}
            component={AppLink}
            to={`?type=${value}`}
            variant={value === type ? 'filled' : 'default'}
            size="sm"
            radius="xl"
          >
            {TYPE_TITLES[value] ?? value}
          </Button>
        ))}
      </Group>
      <Accordion variant="separated" radius="md">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)}>
            <Accordion.Control>
              <Text fw={600}>{item.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text>{item.answer}</Text>
              <Mark item={item} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </PageShell>
  );
}
