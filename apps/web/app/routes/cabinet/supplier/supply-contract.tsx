import { supplierDeliveries as contract } from '@agrolease/contracts';
import { SUPPLY_CONTRACTS_PAGE } from '@agrolease/contracts/supplier-deliveries-values';
import { formatRoubles, readableAddress } from '@agrolease/domain';
import { Alert, List, SimpleGrid, TableScrollContainer } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
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
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { SupplyContractBadge } from '../../../components/supplier/supply-contract-badge';
import { getGateway } from '../../../lib/gateway.server';
import { idParam } from '../../../lib/not-found.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/supply-contract';
import { supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Договор поставки', description: 'Договор поставки техники.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { reply, locked } = await supplierCall(
    getGateway(context).call(contract.supplierSupplyContract, { id_object: idParam(params.id) }),
  );
  return { card: reply, locked };
}

function Party({
  label,
  party,
}: {
  label: string;
  party: { title: string; inn: string; kpp?: string; ogrn?: string; address?: string };
}) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {party.title}
      </Text>
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        ИНН {party.inn || '—'}
        {party.kpp ? `, КПП ${party.kpp}` : ''}
        {party.ogrn ? `, ОГРН ${party.ogrn}` : ''}
      </Text>
      {party.address ? (
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {readableAddress(party.address)}
        </Text>
      ) : null}
    </div>
  );
}

/** One supply contract: parties, items, sum, delivery terms and its PDF (decision 0107). */
export default function SupplierSupplyContract({ loaderData }: Route.ComponentProps) {
  const { card, locked } = loaderData;
  if (!card) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle />}>
        {locked}
      </Alert>
    );
  }
  const { item } = card;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Договоры поставки', href: SUPPLY_CONTRACTS_PAGE },
          { title: `№ ${item.number}`, href: item.url },
        ]}
      />
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            Договор поставки № {item.number}
          </Title>
          <Text c="dimmed">от {ruDate(item.date)}</Text>
        </div>
        <SupplyContractBadge state={item.state} title={item.state_title} />
      </Group>
      <Group gap="sm">
        <PlainButton
          component="a"
          href={item.pdf_url}
          download
          leftSection={<IconDownload size={18} />}
          data-testid="supply-contract-pdf"
        >
          Скачать PDF
        </PlainButton>
        <Anchor to={card.delivery.url} fz="sm">
          Отгрузка: {card.delivery.status_title}
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Стороны">
        <Title order={2} fz="lg" mb="sm">
          Стороны
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Party label="Покупатель" party={card.buyer} />
          <Party label="Поставщик" party={card.supplier} />
          <Party label="Лизингополучатель" party={card.lessee} />
        </SimpleGrid>
        <Text fz="sm" mt="sm">
          По договору лизинга {item.lease_contract}, сделка {item.deal_code}.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Техника">
        <Title order={2} fz="lg" mb="sm">
          Техника
        </Title>
        <TableScrollContainer minWidth={320}>
          <Table>
            <TableThead>
              <TableTr>
                <TableTh>Наименование</TableTh>
                <TableTh ta="right">Кол-во</TableTh>
                <TableTh ta="right">Сумма</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {item.products.map((line) => (
                <TableTr key={line.id_product}>
                  <TableTd style={{ overflowWrap: 'anywhere' }}>{line.title}</TableTd>
                  <TableTd ta="right">{line.quantity}</TableTd>
                  <TableTd ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRoubles(line.sum)}
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
        <Text fw={700} ta="right" mt="sm" data-testid="supply-contract-sum">
          Итого с НДС: {formatRoubles(item.sum)}
        </Text>
      </Paper>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-label="Условия поставки"
      >
        <Title order={2} fz="lg" mb="sm">
          Условия поставки
        </Title>
        <List spacing={4} fz="sm">
          {card.terms.map((term) => (
            <List.Item key={term}>{term}</List.Item>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
