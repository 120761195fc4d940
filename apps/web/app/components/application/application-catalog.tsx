import type { TApplicationReply, TCatalogProduct } from '@agrolease/contracts/application';
import { formatNumberRu } from '@agrolease/domain';
import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  NumberInput,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../calculator/money';

export interface CatalogSearch {
  query: string;
  category: string;
  sort: 'price' | 'title';
  by: 'asc' | 'desc';
  page: number;
}

interface ApplicationCatalogProps {
  reply: TApplicationReply;
  disabled: boolean;
  onSearch: (search: CatalogSearch) => void;
  onAdd: (product: TCatalogProduct, idPrice: number | null, quantity: number) => Promise<void>;
}

const SORTS = [
  { value: 'price:asc', label: 'Сначала дешевле' },
  { value: 'price:desc', label: 'Сначала дороже' },
  { value: 'title:asc', label: 'По названию' },
];

function CatalogCard({
  product,
  chosen,
  disabled,
  onAdd,
}: {
  product: TCatalogProduct;
  chosen: boolean;
  disabled: boolean;
  onAdd: ApplicationCatalogProps['onAdd'];
}) {
  const [idPrice, setIdPrice] = useState<string | null>(
    product.idPrice === null ? null : String(product.idPrice),
  );
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const price = product.prices.find((level) => String(level.id) === idPrice)?.value ?? product.priceMin;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="catalog-product">
      {/* Pictures only where there is room: on a phone the list stays short. */}
      <Card.Section visibleFrom="xs" mb="sm">
        <Image src={product.src} alt="" h={120} fit="contain" bg="gray.0" />
      </Card.Section>
      <Stack gap={6}>
        <Text fw={600} fz="sm" lineClamp={2} title={product.title}>
          {product.title}
        </Text>
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {product.supplier} · {product.category}
        </Text>
        <Text fw={700}>{formatMoney(price, { kopecks: false })}</Text>
        {product.prices.length > 1 && (
          <Select
            size="xs"
            aria-label={`Уровень цены: ${product.title}`}
            data={product.prices.map((level) => ({
              value: String(level.id),
              label: `${level.title} — ${formatMoney(level.value, { kopecks: false })}`,
            }))}
            value={idPrice}
            onChange={setIdPrice}
            allowDeselect={false}
          />
        )}
        <Group gap="xs" wrap="nowrap">
          <NumberInput
            size="xs"
            w={72}
            min={1}
            max={99}
            value={quantity}
            onChange={(value) => setQuantity(Math.max(1, Number(value) || 1))}
            aria-label={`Количество: ${product.title}`}
          />
          <Button
            size="xs"
            flex={1}
            variant={chosen ? 'light' : 'filled'}
            leftSection={chosen ? <IconCheck size={14} /> : <IconPlus size={14} />}
            loading={busy}
            disabled={disabled}
            onClick={async () => {
              setBusy(true);
              try {
                await onAdd(product, idPrice === null ? null : Number(idPrice), quantity);
              } finally {
                setBusy(false);
              }
            }}
          >
            {chosen ? 'В заявке' : 'Добавить'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Step two's filter list and catalogue: search, category, sort, pages of products to add. */
export function ApplicationCatalog({ reply, disabled, onSearch, onAdd }: ApplicationCatalogProps) {
  const [query, setQuery] = useState(reply.filters.query);
  const search: CatalogSearch = {
    query: reply.filters.query,
    category: reply.filters.category,
    sort: reply.sort.sort,
    by: reply.sort.by,
    page: reply.pagination.lastLoadedPage,
  };
  const debouncedQuery = useDebouncedCallback(
    (value: string) => onSearch({ ...search, query: value, page: 1 }),
    400,
  );
  const chosen = new Set(reply.products.map((product) => product.id_product));
  return (
    <Stack gap="md" data-testid="application-catalog">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Поиск по каталогу"
          placeholder="Трактор, комбайн, модель"
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            debouncedQuery(event.currentTarget.value);
          }}
        />
        <Select
          label="Категория"
          placeholder="Все категории"
          data={reply.filters.categories.map((category) => ({
            value: category.value,
            label: category.title,
          }))}
          value={reply.filters.category || null}
          onChange={(value) => onSearch({ ...search, category: value ?? '', page: 1 })}
          clearable
        />
        <Select
          label="Сортировка"
          data={SORTS}
          value={`${search.sort}:${search.by}`}
          onChange={(value) => {
            const [sort, by] = (value ?? 'price:asc').split(':') as [
              CatalogSearch['sort'],
              CatalogSearch['by'],
            ];
            onSearch({ ...search, sort, by, page: 1 });
          }}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          Найдено: {formatNumberRu(reply.pagination.totalItems)}
        </Text>
        {chosen.size > 0 && <Badge variant="light">Выбрано: {chosen.size}</Badge>}
      </Group>
      {reply.catalogProducts.length === 0 ? (
        <Text c="dimmed">Ничего не найдено. Измените условия поиска.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
          {reply.catalogProducts.map((product) => (
            <CatalogCard
              key={product.id}
              product={product}
              chosen={chosen.has(product.id)}
              disabled={disabled}
              onAdd={onAdd}
            />
          ))}
        </SimpleGrid>
      )}
      {reply.pagination.totalPages > 1 && (
        <Group justify="center">
          <Pagination
            total={reply.pagination.totalPages}
            value={reply.pagination.lastLoadedPage}
            onChange={(page) => onSearch({ ...search, page })}
            siblings={1}
            boundaries={1}
            size="sm"
            getControlProps={(control) => ({
              'aria-label':
                control === 'next'
                  ? 'Следующая страница'
                  : control === 'previous'
                    ? 'Предыдущая страница'
                    : undefined,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
