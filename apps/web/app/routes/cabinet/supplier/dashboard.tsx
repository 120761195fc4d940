import { supplierDashboard } from '@agrolease/contracts';
import type { TAccreditationItem } from '@agrolease/contracts/accreditation';
import { SHIPPING_PAGE, SUPPLIER_APPLICATIONS_PAGE } from '@agrolease/contracts/supplier-deliveries-values';
import { Alert, Button, Anchor as MantineAnchor, SimpleGrid } from '@mantine/core';
import { IconArrowRight, IconLock } from '@tabler/icons-react';
import { useRouteLoaderData } from 'react-router';
import { formatDay } from '../../../components/cabinet/cabinet-format';
import { ManagerCard } from '../../../components/cabinet/manager-card';
import { DashboardHead } from '../../../components/dashboard/dashboard';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { AppLink } from '../../../components/routing/app-link';
import { lockedNote, SUPPLIER_SECTIONS } from '../../../components/supplier/supplier-sections';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/dashboard';
import type { loader as layoutLoader } from './layout';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Личный кабинет поставщика',
    description: 'Рабочий стол поставщика: аккредитация, менеджер и разделы кабинета.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return getGateway(context).call(supplierDashboard.supplierDashboard, {});
}

function WorkCard({
  work,
}: {
  work: { states: { state: string; title: string; count: number }[]; waiting: number };
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-label="Заявки и поставки"
    >
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="lg">
          Заявки с вашей техникой
        </Title>
        <Anchor to={SUPPLIER_APPLICATIONS_PAGE} fz="sm">
          Все заявки
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {work.states.map((one) => (
          <MantineAnchor
            key={one.state}
            component={AppLink}
            to={`${SUPPLIER_APPLICATIONS_PAGE}?state=${one.state}`}
            c="inherit"
            underline="never"
          >
            <Text fz="xl" fw={700}>
              {one.count}
            </Text>
            <Text fz="xs" c="dimmed">
              {one.title}
            </Text>
          </MantineAnchor>
        ))}
      </SimpleGrid>
      {work.waiting > 0 && (
        <Alert color="orange" mt="md" data-testid="deliveries-waiting">
          Ждут отгрузки или отметки о поставке: {work.waiting}.{' '}
          <Anchor to={SHIPPING_PAGE}>Перейти к отгрузкам</Anchor>
        </Alert>
      )}
    </Paper>
  );
}

const STATUS_COLOR: Record<TAccreditationItem['status'], string> = {
  draft: 'gray',
  submitted: 'blue',
  corrections: 'orange',
  approved: 'green',
  rejected: 'red',
};

const STATUS_TEXT: Record<TAccreditationItem['status'], string> = {
  draft:
    'Пройдите аккредитацию: заполните сведения о компании и анкету, приложите документы и подпишите пакет. После проверки откроются все разделы кабинета.',
  submitted: 'Пакет подписан и проверяется менеджером. О решении сообщим в личном кабинете.',
  corrections: 'Менеджер вернул пакет на доработку. Исправьте его и подпишите снова.',
  approved: 'Аккредитация пройдена: разделы кабинета поставщика открыты.',
  rejected: 'В аккредитации отказано. Свяжитесь с вашим менеджером.',
};

function actionTitle(item: TAccreditationItem): string {
  if (item.status === 'draft')
    return item.id_object === null ? 'Пройти аккредитацию' : 'Продолжить аккредитацию';
  if (item.status === 'corrections') return 'Исправить и подписать';
  return 'Открыть аккредитацию';
}

function AccreditationCard({ item }: { item: TAccreditationItem }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-label="Аккредитация">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Аккредитация {item.code ?? ''}
          </Title>
          <Badge
            color={STATUS_COLOR[item.status]}
            variant="light"
            size="lg"
            data-testid="accreditation-status"
          >
            {item.status_title}
          </Badge>
        </Group>
        <Text fz="sm">{STATUS_TEXT[item.status]}</Text>
        {item.supplier_type && (
          <Text fz="sm" c="dimmed">
            Тип поставщика: {item.supplier_type_title}
          </Text>
        )}
        {item.manager_comment && (item.status === 'corrections' || item.status === 'rejected') && (
          <Alert color={item.status === 'rejected' ? 'red' : 'orange'} title="Комментарий менеджера">
            {item.manager_comment}
          </Alert>
        )}
        {item.updated && (
          <Text fz="xs" c="dimmed">
            Обновлено {formatDay(item.updated)}
          </Text>
        )}
        <Group>
          <Button
            component={AppLink}
            to={item.url}
            rightSection={<IconArrowRight size={18} />}
            variant={item.status === 'approved' ? 'default' : 'filled'}
            w={{ base: '100%', xs: 'auto' }}
          >
            {actionTitle(item)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The supplier's home page (spec 1 §2, crumb 'Личный кабинет поставщика'; decision 0083). */
export default function SupplierDashboard({
  loaderData: { accreditation, manager, messages, work },
}: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/cabinet/supplier/layout');
  if (!layout) return null;
  const { viewer } = layout;
  const accredited = accreditation.is_accredited;
  const sections = SUPPLIER_SECTIONS.filter((section) => !section.always);
  return (
    <Stack gap="lg">
      <DashboardHead viewer={viewer} />
      <AccreditationCard item={accreditation} />
      {work && <WorkCard work={work} />}
      <ManagerCard manager={manager} />
      <section aria-label="Разделы кабинета">
        <Title order={2} fz="lg" mb="sm">
          Разделы кабинета
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {sections.map((section) => {
            const note = lockedNote(section, accredited);
            return (
              <Paper key={section.to} withBorder p="md" radius="md" data-testid="supplier-section">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <section.icon size={24} stroke={1.6} aria-hidden />
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    {note ? (
                      <Text fw={600}>{section.title}</Text>
                    ) : (
                      <Anchor to={section.to} fw={600}>
                        {section.title}
                      </Anchor>
                    )}
                    <Text fz="sm" c="dimmed">
                      {section.description}
                    </Text>
                    {note && (
                      <Group gap={4} wrap="nowrap">
                        <IconLock size={14} aria-hidden />
                        <Text fz="xs" c="dimmed">
                          {note}
                        </Text>
                      </Group>
                    )}
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      </section>
      {messages.items.length > 0 && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-label="Сообщения">
          <Title order={2} fz="lg" mb="sm">
            Сообщения
          </Title>
          <Stack gap="xs">
            {messages.items.map((message) => (
              <div key={message.id_message}>
                <Text fw={message.isRead ? 400 : 600} fz="sm">
                  {message.title}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatDay(message.date)} · {message.preview}
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
