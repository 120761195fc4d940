import { sale } from '@agrolease/contracts';
import { pluralRu } from '@agrolease/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { SectionCard } from '../../../components/cabinet/section-card';
import { ListPagination } from '../../../components/listing/list-pagination';
import { Anchor, Group, PageTitle, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { AppLink } from '../../../components/routing/app-link';
import { SaleGrid } from '../../../components/sale/sale-card';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/sale';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Продажа имущества',
    description: 'Техника после лизинга для клиентов в личном кабинете.',
  }),
  { name: 'robots', content: 'noindex' },
];

const PAGE_SIZE = 12;

/** The used-property sale for a client (SaleCatalogV2, GetSaleSpecialOfferProducts; decision 0089). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const gateway = getGateway(context);
  const [catalog, offers, requisites] = await Promise.all([
    gateway.call(sale.saleCatalogV2, { page, nPaginator: PAGE_SIZE }),
    gateway.call(sale.getSaleSpecialOfferProducts, { limit: 3 }),
    gateway.call(sale.getSaleRequisites),
  ]);
  return { catalog, offers: offers.items, requisites };
}

export default function ClientSale({ loaderData: { catalog, offers, requisites } }: Route.ComponentProps) {
  const total = catalog.paginatorData.totalItems;
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Продажа имущества', href: '/cabinet/v2/client/sale' }]} />
      <Group justify="space-between" align="flex-end">
        <div>
          <PageTitle>Продажа имущества</PageTitle>
          <Text c="dimmed" fz="sm" data-testid="sale-total">
            {total} {pluralRu(total, ['лот', 'лота', 'лотов'])} техники после лизинга: купить сразу или
            оформить в лизинг
          </Text>
        </div>
        <PlainButton
          component={AppLink}
          to="/sale/catalog/"
          variant="light"
          rightSection={<IconArrowRight size={16} />}
        >
          Весь каталог с фильтрами
        </PlainButton>
      </Group>
      {offers.length > 0 && (
        <SectionCard title="Специальные предложения">
          <SaleGrid lots={offers} />
        </SectionCard>
      )}
      {catalog.items.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">Сейчас в продаже нет лотов. Загляните позже.</Text>
        </Paper>
      ) : (
        <SectionCard title="Все лоты">
          <SaleGrid lots={catalog.items} />
        </SectionCard>
      )}
      <ListPagination
        page={catalog.paginatorData.paginator.page}
        pages={catalog.paginatorData.paginator.pages}
      />
      <Paper withBorder p="md" radius="md">
        <Text fw={600}>Как купить</Text>
        <Text fz="sm" c="dimmed">
          Выберите лот и отправьте заявку из его карточки: менеджер отдела продаж {requisites.title} свяжется
          с вами. Оплата по реквизитам продавца или в лизинг.{' '}
          <Anchor to="/sale/catalog/" fz="sm">
            Документы и порядок продажи
          </Anchor>
        </Text>
      </Paper>
    </Stack>
  );
}
