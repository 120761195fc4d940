import '@mantine/charts/styles.css';
import { cabinet, isGatewayError, ROLE_TITLE } from '@agrolease/contracts';
import { formatPhone } from '@agrolease/domain';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLogout, IconMail, IconPhone, IconPlus } from '@tabler/icons-react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { formatDay, formatSum } from '../../../components/cabinet/cabinet-format';
import { FeedList } from '../../../components/cabinet/feed-list';
import { PaymentChart } from '../../../components/cabinet/payment-chart';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/dashboard';
import type { loader as layoutLoader } from './layout';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Личный кабинет', description: 'Рабочий стол личного кабинета.' }),
  { name: 'robots', content: 'noindex' },
];

/** spec 2 §8: a failed CabinetMain leaves an empty dashboard (success false), not an error page. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { main: await getGateway(context).call(cabinet.cabinetMain, {}), success: true };
  } catch (error) {
    if (!isGatewayError(error) || error.status < 500) throw error;
    return { main: null, success: false };
  }
}

function initials(name: string): string {
  return name
    .split(' ')
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('');
}

function Section({
  title,
  link,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {link && (
          <Anchor component={Link} to={link.to} fz="sm">
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}

/** The client's dashboard (CabinetMain, spec 1 §3): feed, payments, manager, limit, messages. */
export default function ClientDashboard({ loaderData: { main } }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/cabinet/client/layout');
  if (!layout) return null;
  const { viewer } = layout;
  const greeting = (
    <Group justify="space-between" align="flex-end">
      <div>
        <Text c="dimmed" fz="sm">
          {ROLE_TITLE[viewer.role]} · {viewer.title}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Здравствуйте, {viewer.name || viewer.login}
        </Title>
        <Text fz="xs" c="dimmed">
          Вы вошли как <span data-testid="signed-in-login">{viewer.login}</span> · ИНН {viewer.inn}
        </Text>
      </div>
      <Group gap="sm">
        <Button
          component={Link}
          to="/cabinet/v2/client/apps/deal/create"
          leftSection={<IconPlus size={18} />}
        >
          Новая заявка
        </Button>
        <Form method="post" action="/cabinet/v2/logout">
          <Button type="submit" variant="default" leftSection={<IconLogout size={18} />}>
            Выйти
          </Button>
        </Form>
      </Group>
    </Group>
  );
  if (!main) {
    return (
      <Stack gap="lg">
        {greeting}
        <Paper withBorder p="lg" radius="md" role="alert">
          <Text>Не удалось загрузить данные рабочего стола. Обновите страницу чуть позже.</Text>
        </Paper>
      </Stack>
    );
  }
  const hasPayments = main.charts.payments.some((bucket) => bucket.paid + bucket.due > 0);
  return (
    <Stack gap="lg">
      {greeting}

      {main.payments.overdue.length > 0 && (
        <Paper
          withBorder
          p="md"
          radius="md"
          bg="red.0"
          style={{ borderColor: 'var(--mantine-color-red-4)' }}
          role="alert"
        >
          <Group justify="space-between">
            <div>
              <Text fw={700} c="red.8">
                Просроченные платежи: {formatSum(main.payments.overdue_sum)}
              </Text>
              <Text fz="sm" c="red.8">
                Внесите оплату, чтобы избежать пеней. Платить лучше за 3 дня до срока.
              </Text>
            </div>
            <Button
              component={Link}
              to="/cabinet/v2/client/payments?state=overdue"
              color="red"
              variant="light"
            >
              К платежам
            </Button>
          </Group>
        </Paper>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Section title="Лента событий" link={{ to: '/cabinet/v2/client/history', label: 'Вся история' }}>
            <FeedList
              events={main.feed}
              empty="Здесь появятся ваши заявки, сделки, договоры и платежи. Начните с новой заявки на технику."
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <Section title="Персональный менеджер">
              <Group wrap="nowrap" align="flex-start">
                <Avatar color="field" radius="xl" size="lg" aria-hidden>
                  {initials(main.manager.name)}
                </Avatar>
                <Stack gap={4}>
                  <Text fw={600}>{main.manager.name}</Text>
                  <Text fz="sm" c="dimmed">
                    {main.manager.position}
                  </Text>
                  <Anchor href={`tel:${main.manager.phone}`} fz="sm">
                    <Group gap={4} component="span">
                      <IconPhone size={14} /> {formatPhone(main.manager.phone)}
                    </Group>
                  </Anchor>
                  <Anchor href={`mailto:${main.manager.email}`} fz="sm">
                    <Group gap={4} component="span">
                      <IconMail size={14} /> {main.manager.email}
                    </Group>
                  </Anchor>
                </Stack>
              </Group>
            </Section>
            <Section title="Предодобренный лимит">
              <Text
                fz={28}
                fw={700}
                c={main.prelimit.available ? 'field.8' : 'dimmed'}
                data-testid="prelimit"
              >
                {main.prelimit.available ? formatSum(main.prelimit.sum) : 'Нет'}
              </Text>
              <Text fz="sm" c="dimmed">
                {main.prelimit.reason}
              </Text>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>

      <Section
        title="Платежи на 12 месяцев"
        link={{ to: '/cabinet/v2/client/payments', label: 'График платежей' }}
      >
        {hasPayments ? (
          <PaymentChart buckets={main.charts.payments} />
        ) : (
          <Text c="dimmed" fz="sm">
            Платежей по договорам пока нет.
          </Text>
        )}
        {main.predict.next_payment && (
          <Text fz="sm" mt="sm">
            Ближайший платёж: <b>{formatSum(main.predict.next_payment.payment_sum)}</b> до{' '}
            {formatDay(main.predict.next_payment.payment_date)} по договору{' '}
            {main.predict.next_payment.contract_name}
          </Text>
        )}
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title="Сообщения" link={{ to: '/cabinet/v2/client/messages', label: 'Все сообщения' }}>
          {main.messages.items.length === 0 ? (
            <Text c="dimmed" fz="sm">
              Сообщений пока нет.
            </Text>
          ) : (
            <Stack gap="xs">
              {main.messages.items.map((message) => (
                <Group key={message.id_message} justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={`/cabinet/v2/client/messages?id_message=${message.id_message}`}
                    fw={message.isRead ? 400 : 700}
                    fz="sm"
                    lineClamp={1}
                  >
                    {message.title}
                  </Anchor>
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(message.date)}
                  </Text>
                </Group>
              ))}
              {main.messages.unread > 0 && (
                <Badge variant="light" color="field">
                  Непрочитанных: {main.messages.unread}
                </Badge>
              )}
            </Stack>
          )}
        </Section>
        <Section title="Договоры" link={{ to: '/cabinet/v2/client/orders', label: 'Все договоры' }}>
          {main.orders.length === 0 ? (
            <Text c="dimmed" fz="sm">
              Действующих договоров нет.
            </Text>
          ) : (
            <Stack gap="xs">
              {main.orders.map((order) => (
                <Group key={order.id} justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={`/cabinet/v2/client/orders/${order.id}`} fz="sm" fw={600}>
                    {order.contract_name}
                  </Anchor>
                  <Text fz="sm" c={order.isOverdue ? 'red.7' : 'dimmed'}>
                    {order.isOverdue ? `Просрочка ${formatSum(order.overdue_sum)}` : order.StatusSherp}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>

      {main.recommendations.length > 0 && (
        <Section title="Рекомендуем" link={{ to: '/specialoffers/', label: 'Спецпредложения' }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {main.recommendations.map((product) => (
              <Paper key={product.id} withBorder p="sm" radius="md">
                <Anchor component={Link} to={product.href} fz="sm" fw={600} lineClamp={2}>
                  {product.title}
                </Anchor>
                <Text fz="sm" c="dimmed">
                  от {formatSum(product.price)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Section>
      )}
    </Stack>
  );
}
