import { supplierDeliveries as contract } from '@agrolease/contracts';
import { SUPPLIER_APPLICATIONS_PAGE } from '@agrolease/contracts/supplier-deliveries-values';
import { formatRoubles } from '@agrolease/domain';
import { Alert, Button, Pagination, SimpleGrid, TableScrollContainer } from '@mantine/core';
import { IconAlertCircle, IconTruckDelivery } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { ruDate } from '../../../components/cabinet/offer-view';
import {
  Anchor,
  Group,
  Paper,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTr,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
import { AppLink } from '../../../components/routing/app-link';
import {
  DeliveryDocuments,
  DeliveryStatusBadge,
  SupplierStateBadge,
} from '../../../components/supplier/delivery-view';
import { getGateway } from '../../../lib/gateway.server';
import { idParam } from '../../../lib/not-found.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/application';
import { supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заявка с вашей техникой', description: 'Заявка, сделка и поставка.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const pageDocument = Number.parseInt(new URL(request.url).searchParams.get('page_document') ?? '1', 10);
  const { reply, locked } = await supplierCall(
    getGateway(context).call(contract.supplierApplication, {
      id_object: id,
      page_document: Number.isInteger(pageDocument) && pageDocument > 0 ? Math.min(pageDocument, 10_000) : 1,
    }),
  );
  return { card: reply, locked };
}

/** One application with the supplier's machines and what the supplier must do (decision 0090). */
export default function SupplierApplication({ loaderData }: Route.ComponentProps) {
  const { card, locked } = loaderData;
  const [params, setParams] = useSearchParams();
  if (!card) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle />}>
        {locked}
      </Alert>
    );
  }
  const { item, todo } = card;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Заявки', href: SUPPLIER_APPLICATIONS_PAGE },
          { title: `Заявка ${item.code}`, href: item.url },
        ]}
      />
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            Заявка {item.code}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.client} · отправлена {ruDate(item.created)}
          </Text>
        </div>
        <SupplierStateBadge state={item.state} title={item.state_title} />
      </Group>
      <Alert
        color={todo.action ? 'orange' : 'blue'}
        title={todo.title}
        icon={<IconTruckDelivery />}
        data-testid="supplier-todo"
      >
        <Stack gap="sm">
          <Text fz="sm">{todo.text}</Text>
          {todo.action && item.delivery && (
            <Button component={AppLink} to={item.delivery.url} w={{ base: '100%', xs: 'fit-content' }}>
              Перейти к отгрузке
            </Button>
          )}
        </Stack>
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="sm">
          Ваша техника в заявке
        </Title>
        <TableScrollContainer minWidth={320}>
          <Table aria-label="Техника поставщика в заявке">
            <TableTbody>
              {item.products.map((line) => (
                <TableTr key={line.id_product}>
                  <TableTd style={{ overflowWrap: 'anywhere' }}>
                    {line.title} · {line.quantity} шт.
                  </TableTd>
                  <TableTd ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRoubles(line.sum)}
                  </TableTd>
                </TableTr>
              ))}
              <TableTr>
                <TableTd fw={600}>Итого</TableTd>
                <TableTd ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatRoubles(item.sum)}
                </TableTd>
              </TableTr>
            </TableTbody>
          </Table>
        </TableScrollContainer>
        <Text fz="sm" c="dimmed" mt="xs">
          Статус заявки: {item.status_title}
        </Text>
      </Paper>
      {(item.deal || card.contract) && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="lg" mb="sm">
            Сделка и договор
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {item.deal && (
              <div>
                <Text fz="xs" c="dimmed">
                  Сделка {item.deal.code}
                </Text>
                <Text fw={600}>{item.deal.stage_title}</Text>
              </div>
            )}
            {card.contract && (
              <>
                <div>
                  <Text fz="xs" c="dimmed">
                    Договор лизинга
                  </Text>
                  <Text fw={600}>
                    {card.contract.name} от {ruDate(card.contract.date)}
                  </Text>
                </div>
                <div>
                  <Text fz="xs" c="dimmed">
                    Плановая поставка
                  </Text>
                  <Text fw={600}>{ruDate(card.contract.date_planned_shipment)}</Text>
                </div>
              </>
            )}
          </SimpleGrid>
          {item.delivery && (
            <Group gap="xs" mt="md">
              <DeliveryStatusBadge status={item.delivery.status} title={item.delivery.status_title} />
              <Anchor to={item.delivery.url} fz="sm">
                Отгрузка и документы
              </Anchor>
            </Group>
          )}
        </Paper>
      )}
      {card.documents_count > 0 && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="lg" mb="sm">
            Документы поставки
          </Title>
          <DeliveryDocuments documents={card.documents} />
          {card.documents_pages > 1 && (
            <Pagination
              mt="sm"
              total={card.documents_pages}
              value={card.page_document}
              onChange={(next) => {
                const query = new URLSearchParams(params);
                query.set('page_document', String(next));
                setParams(query);
              }}
            />
          )}
        </Paper>
      )}
    </Stack>
  );
}
