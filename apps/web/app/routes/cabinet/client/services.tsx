import { services } from '@agrolease/contracts';
import { Card, Table as MantineTable, SimpleGrid } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalculator,
  IconMessage2,
  IconPhoneCall,
  IconTruckDelivery,
  IconUsersGroup,
} from '@tabler/icons-react';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay, formatSum } from '../../../components/cabinet/cabinet-format';
import { CardRows } from '../../../components/cabinet/card-rows';
import classes from '../../../components/content/content.module.css';
import {
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '../../../components/plain/mantine-markup';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import { requireViewer } from '../../../lib/session.server';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Сервисы', description: 'Сервисы для клиентов в личном кабинете.' }),
  { name: 'robots', content: 'noindex' },
];

/** The client's services (decision 0089): what the cabinet and the company do for a lessee. */
const SERVICES = [
  {
    to: '/cabinet/v2/client/document-orders',
    title: 'Заказ документов',
    text: 'Акт сверки, справка о задолженности или выкупной стоимости, копия договора',
    icon: IconTruckDelivery,
  },
  {
    to: '/cabinet/v2/client/complaints',
    title: 'Обращения',
    text: 'Вопрос или жалоба по договору с ответом в кабинете',
    icon: IconAlertTriangle,
  },
  {
    to: '/cabinet/v2/client/orders',
    title: 'Сублизинг',
    text: 'Передача техники третьему лицу: запрос из карточки договора',
    icon: IconUsersGroup,
  },
  {
    to: '/calculator/',
    title: 'Калькулятор лизинга',
    text: 'Платежи по новой технике до подачи заявки',
    icon: IconCalculator,
  },
  {
    to: '/client/services/callback/',
    title: 'Обратный звонок',
    text: 'Перезвоним в рабочее время',
    icon: IconPhoneCall,
  },
  {
    to: '/client/services/feedback/',
    title: 'Обратная связь',
    text: 'Предложение о работе компании или сайта',
    icon: IconMessage2,
  },
] as const;

/** Fines on the client's leased machinery come by its INN (GetCabinetFines). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const fines = await getGateway(context).call(services.getCabinetFines, { inn: viewer.inn });
  return { fines, inn: viewer.inn };
}

export default function ClientServices({ loaderData: { fines, inn } }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Сервисы', href: '/cabinet/v2/client/services' }]} />
      <PageTitle>Сервисы</PageTitle>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {SERVICES.map((service) => (
          <Card
            key={service.title}
            component={AppLink}
            to={service.to}
            withBorder
            padding="lg"
            className={classes.tile}
          >
            <ThemeIcon size={40} radius="md">
              <service.icon size={22} />
            </ThemeIcon>
            <Text fw={700} mt="sm">
              {service.title}
            </Text>
            <Text fz="sm" c="dimmed" mt={4}>
              {service.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="fines">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            Штрафы ГИБДД по технике в лизинге
          </Title>
          {fines.unpaid > 0 && (
            <Badge color="red" variant="light">
              К оплате {formatSum(fines.unpaid)}
            </Badge>
          )}
        </Group>
        {fines.items.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Штрафов по ИНН {inn} не найдено.
          </Text>
        ) : (
          <CardRows minWidth={640}>
            <MantineTable striped verticalSpacing="sm" aria-label="Штрафы">
              <MantineTable.Thead>
                <MantineTable.Tr>
                  <MantineTable.Th>Постановление</MantineTable.Th>
                  <MantineTable.Th>Техника и договор</MantineTable.Th>
                  <MantineTable.Th>Нарушение</MantineTable.Th>
                  <MantineTable.Th ta="right">Сумма</MantineTable.Th>
                </MantineTable.Tr>
              </MantineTable.Thead>
              <MantineTable.Tbody>
                {fines.items.map((fine) => (
                  <MantineTable.Tr key={fine.resolution}>
                    <MantineTable.Td>
                      <Text fz="sm">{fine.resolution}</Text>
                      <Text fz="xs" c="dimmed">
                        от {formatDay(fine.date)}
                      </Text>
                    </MantineTable.Td>
                    <MantineTable.Td data-label="Техника и договор">
                      <Text fz="sm">{fine.vehicle}</Text>
                      <Text fz="xs" c="dimmed">
                        {fine.contract_number}
                      </Text>
                    </MantineTable.Td>
                    <MantineTable.Td fz="sm" data-label="Нарушение">
                      {fine.article}
                    </MantineTable.Td>
                    <MantineTable.Td ta="right" data-label="Сумма">
                      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatSum(fine.amount)}
                      </Text>
                      <Badge size="xs" variant="light" color={fine.isPaid ? 'gray' : 'red'}>
                        {fine.isPaid ? 'Оплачен' : 'Не оплачен'}
                      </Badge>
                    </MantineTable.Td>
                  </MantineTable.Tr>
                ))}
              </MantineTable.Tbody>
            </MantineTable>
          </CardRows>
        )}
        <Text fz="xs" c="dimmed" mt="sm">
          Штраф на технику в лизинге приходит лизингодателю как собственнику и перевыставляется
          лизингополучателю. Оплата в течение 20 дней со дня постановления — со скидкой 50 %.
        </Text>
      </Paper>
    </Stack>
  );
}
