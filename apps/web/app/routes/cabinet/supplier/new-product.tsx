import { isGatewayError, supplierNewProducts } from '@agrolease/contracts';
import type { TCardField, TNewProductChange } from '@agrolease/contracts/supplier-new-products';
import { NEW_PRODUCT_PAGE } from '@agrolease/contracts/supplier-new-products-values';
import { NOMENCLATURE_PAGE } from '@agrolease/contracts/supplier-values';
import { CARD_PHOTOS_MAX } from '@agrolease/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  FileButton,
  NativeSelect,
  SimpleGrid,
  Textarea,
} from '@mantine/core';
import { IconAlertCircle, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { data, Form, redirect, useActionData, useNavigate, useNavigation } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { useHydrated } from '../../../components/deferred/deferred';
import { Anchor, Group, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { PriceLevelRows, readPriceLevels } from '../../../components/supplier/price-level-rows';
import { ProductChangeBadge } from '../../../components/supplier/product-change-badge';
import { uploadFile, uploadProblem } from '../../../components/wizard/upload-file';
import { getGateway } from '../../../lib/gateway.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/new-product';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Новая техника', description: 'Карточка новой техники поставщика.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id !== undefined && !/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  const category = new URL(request.url).searchParams.get('category') ?? '';
  try {
    const form = await getGateway(context).call(supplierNewProducts.supplierCRMNewProduct, {
      ...(/^[1-9]\d{0,8}$/.test(category) ? { category: Number(category) } : {}),
      ...(params.id ? { id_object: Number(params.id) } : {}),
    });
    return { form, locked: null };
  } catch (error) {
    if (isGatewayError(error) && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    if (isGatewayError(error) && error.status === 403)
      return { form: null, locked: error.reply.error_message };
    throw error;
  }
}

type SaveResult = { ok: false; message: string; errors: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const characteristics: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    const field = /^characteristics\[([a-z0-9_]{1,40})\]$/.exec(key)?.[1];
    if (field) characteristics[field] = String(value);
  }
  const text = (name: string) => String(form.get(name) ?? '');
  try {
    await getGateway(context).call(supplierNewProducts.supplierCRMNewProductSave, {
      ...(params.id ? { id_object: params.id } : {}),
      category: text('category'),
      title: text('title'),
      brand: text('brand'),
      model: text('model'),
      year: text('year'),
      description: text('description'),
      characteristics,
      photos: form.getAll('photos[]').map(String),
      prices: readPriceLevels(form),
    } as never);
  } catch (error) {
    if (isGatewayError(error) && error.status < 500) {
      const errors: Record<string, string> = {};
      for (const item of error.reply.errors_list) errors[item.prop] ??= item.error;
      return data<SaveResult>(
        { ok: false, message: error.reply.error_message, errors },
        { status: error.status },
      );
    }
    throw error;
  }
  return redirect(`${NOMENCLATURE_PAGE}?sent=1`);
}

/** A new machine's card for the catalogue, checked by the manager before it is published (decision 0109). */
export default function SupplierNewProduct({ loaderData }: Route.ComponentProps) {
  const { form, locked } = loaderData;
  if (!form) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle />}>
        {locked}
      </Alert>
    );
  }
  return <NewProductForm key={form.change?.id ?? 0} {...form} />;
}

interface PhotoRow {
  id: number;
  src: string;
  title: string;
}

function CharacteristicInput({ field, value, error }: { field: TCardField; value?: string; error?: string }) {
  const name = `characteristics[${field.field}]`;
  const label = field.unit ? `${field.title}, ${field.unit}` : field.title;
  if (field.type === 'bool') {
    return (
      <Checkbox
        name={name}
        value="1"
        label={field.title}
        defaultChecked={value === '1'}
        error={error}
        mt="xs"
      />
    );
  }
  if (field.type === 'select') {
    return (
      <NativeSelect
        name={name}
        label={label}
        defaultValue={value ?? ''}
        data={[
          { value: '', label: 'Выберите' },
          ...field.options.map((option) => ({ value: option, label: option })),
        ]}
        required
        error={error}
      />
    );
  }
  return (
    <PlainTextInput
      name={name}
      label={label}
      defaultValue={value ?? ''}
      inputMode="decimal"
      required
      error={error}
    />
  );
}

function NewProductForm({
  categories,
  category,
  fields,
  change,
}: {
  categories: { id: number; title: string; group: string }[];
  category: number | null;
  fields: TCardField[];
  change: TNewProductChange | null;
}) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const errors = result?.errors ?? {};
  const card = change?.card;
  const [photos, setPhotos] = useState<PhotoRow[]>(
    () => card?.photos.map((photo) => ({ ...photo, title: 'Фотография' })) ?? [],
  );
  const [uploading, setUploading] = useState(false);
  const [photoProblem, setPhotoProblem] = useState('');
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();
  const values = Object.fromEntries(card?.characteristics.map((item) => [item.field, item.raw]) ?? []);
  const groups = [...new Set(categories.map((item) => item.group))].map((group) => ({
    group,
    items: categories
      .filter((item) => item.group === group)
      .map((item) => ({ value: String(item.id), label: item.title })),
  }));

  async function addPhoto(file: File | null) {
    if (!file) return;
    const tooLarge = uploadProblem(file);
    if (tooLarge) {
      setPhotoProblem(tooLarge);
      return;
    }
    setPhotoProblem('');
    setUploading(true);
    try {
      const stored = await uploadFile(file, () => {});
      if (!['image/jpeg', 'image/png', 'image/webp'].includes(stored.mime_type)) {
        setPhotoProblem('Фотография должна быть в формате JPEG, PNG или WebP');
      } else {
        setPhotos((all) => [...all, { id: stored.id, src: stored.src, title: stored.title }]);
      }
    } catch (failure) {
      setPhotoProblem(failure instanceof Error ? failure.message : 'Не удалось загрузить файл');
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Номенклатура', href: NOMENCLATURE_PAGE },
          { title: 'Новая техника', href: NEW_PRODUCT_PAGE },
        ]}
      />
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {card ? card.title : 'Новая техника'}
      </Title>
      {change && (
        <Alert
          color={change.status === 'rejected' ? 'red' : 'blue'}
          title={
            <Group gap="xs">
              <span>Карточка</span>
              <ProductChangeBadge status={change.status} title={change.status_title} />
            </Group>
          }
        >
          {change.manager_comment ? (
            <Text fz="sm">Причина: {change.manager_comment}</Text>
          ) : (
            <Text fz="sm">Менеджер проверяет карточку. Исправления заменят отправленную.</Text>
          )}
        </Alert>
      )}
      {result && !result.ok && (
        <Alert color="red" icon={<IconAlertCircle />} data-testid="new-product-error">
          {result.message}
        </Alert>
      )}
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-label="Карточка техники"
      >
        <Form method="post">
          <Stack gap="sm">
            <NativeSelect
              name="category"
              label="Категория"
              value={category === null ? '' : String(category)}
              data={[{ value: '', label: 'Выберите категорию' }, ...groups]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                navigate(`?category=${value}`, { replace: true, preventScrollReset: true });
              }}
              required
              error={errors.category}
            />
            <PlainTextInput
              name="title"
              label="Наименование"
              defaultValue={card?.title ?? ''}
              maxLength={200}
              required
              error={errors.title}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <PlainTextInput
                name="brand"
                label="Марка / производитель"
                defaultValue={card?.brand ?? ''}
                maxLength={120}
                required
                error={errors.brand}
              />
              <PlainTextInput
                name="model"
                label="Модель"
                defaultValue={card?.model ?? ''}
                maxLength={120}
                required
                error={errors.model}
              />
              <PlainTextInput
                name="year"
                label="Год выпуска"
                defaultValue={card ? String(card.year) : ''}
                inputMode="numeric"
                maxLength={4}
                required
                error={errors.year}
              />
            </SimpleGrid>
            {category !== null && (
              <Stack gap="xs" data-testid="characteristics" key={category}>
                <Title order={2} fz="lg">
                  Характеристики
                </Title>
                {fields.length === 0 && (
                  <Text fz="sm" c="dimmed">
                    В этой категории нет фильтров по характеристикам.
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {fields.map((field) => (
                    <CharacteristicInput
                      key={field.field}
                      field={field}
                      value={values[field.field]}
                      error={errors[`characteristics[${field.field}]`]}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            )}
            <Textarea
              name="description"
              label="Описание"
              defaultValue={card?.description ?? ''}
              autosize
              minRows={3}
              maxRows={12}
              maxLength={8000}
              required
              error={errors.description}
            />
            <Title order={2} fz="lg">
              Фотографии
            </Title>
            <Text fz="sm" c="dimmed">
              JPEG, PNG или WebP до 15 МБ, не более {CARD_PHOTOS_MAX}. Первая — главная в каталоге.
            </Text>
            <Group gap="sm" wrap="wrap" data-testid="photos">
              {photos.map((photo, index) => (
                <div key={photo.id} style={{ position: 'relative' }}>
                  <input type="hidden" name="photos[]" value={photo.id} />
                  <img
                    src={photo.src}
                    alt={`Фотография ${index + 1}`}
                    width={120}
                    height={90}
                    style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
                  />
                  <ActionIcon
                    variant="filled"
                    color="red"
                    size="sm"
                    aria-label={`Удалить фотографию ${index + 1}`}
                    style={{ position: 'absolute', top: 4, right: 4 }}
                    onClick={() => setPhotos((all) => all.filter((one) => one.id !== photo.id))}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </div>
              ))}
            </Group>
            {photos.length < CARD_PHOTOS_MAX && (
              <FileButton onChange={addPhoto} accept="image/jpeg,image/png,image/webp" disabled={!live}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconPhotoPlus size={16} />}
                    loading={uploading}
                    disabled={!live}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    Добавить фотографию
                  </Button>
                )}
              </FileButton>
            )}
            {(photoProblem || errors.photos) && (
              <Text c="red" fz="sm" role="alert">
                {photoProblem || errors.photos}
              </Text>
            )}
            <Title order={2} fz="lg">
              Комплектации и цены
            </Title>
            {errors.prices && (
              <Text c="red" fz="sm" role="alert">
                {errors.prices}
              </Text>
            )}
            <PriceLevelRows
              initial={
                card && card.prices.length > 0
                  ? card.prices.map((level) => ({ id: null, title: level.title, value: String(level.value) }))
                  : [{ id: null, title: 'Базовая', value: '' }]
              }
              errors={errors}
            />
            <Group gap="sm" wrap="wrap">
              <Button
                type="submit"
                loading={navigation.state === 'submitting'}
                disabled={uploading}
                w={{ base: '100%', xs: 'auto' }}
              >
                Отправить на модерацию
              </Button>
              <Anchor to={NOMENCLATURE_PAGE} fz="sm">
                К списку техники
              </Anchor>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
