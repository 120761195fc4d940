import { application as applicationCalls, isGatewayError } from '@agrolease/contracts';
import type {
  TApplicationProduct,
  TApplicationReply,
  TCatalogProduct,
} from '@agrolease/contracts/application';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconCircleCheck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useState } from 'react';
import { data, Form, redirect, type ShouldRevalidateFunction, useNavigation } from 'react-router';
import { applicationApi, type ProductChange } from '../../../components/application/application-api';
import { ApplicationCatalog, type CatalogSearch } from '../../../components/application/application-catalog';
import { ApplicationSignSection } from '../../../components/application/application-sign-section';
import { ChosenProducts } from '../../../components/application/chosen-products';
import { formatMoney } from '../../../components/calculator/money';
import { ApplicationSignButton } from '../../../components/signing/application-sign-button';
import { DynamicForm, type FieldProps } from '../../../components/wizard/dynamic-form';
import { useWizard, wizardShouldRevalidate } from '../../../components/wizard/use-wizard';
import { WizardStepper } from '../../../components/wizard/wizard-stepper';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import { requireViewer } from '../../../lib/session.server';
import type { Route } from './+types/application-wizard';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заявка на лизинг', description: 'Оформление заявки на лизинг техники.' }),
  { name: 'robots', content: 'noindex' },
];

const positive = (value: string | null) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

/** The page of a draft that needs the simple e-signature agreements first (spec 2 §6 errcode). */
function agreementsRedirect(error: unknown, back: string): void {
  if (isGatewayError(error) && error.reply.errcode === 'agreements')
    throw redirect(`/pd/?back=${encodeURIComponent(back)}`);
}

/**
 * The wizard's step for the address's step and id_object. Without id_object the page only
 * offers to start one: a draft is created by the form's POST (the action), never by opening
 * an address, which prefetching and crawlers do (decision 0079).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const idObject = positive(url.searchParams.get('id_object'));
  const step = positive(url.searchParams.get('step'));
  if (!idObject) return { reply: null };
  try {
    const reply = await getGateway(context).call(applicationCalls.applicationWizard, {
      id_object: idObject,
      ...(step ? { step } : {}),
    });
    return { reply: reply as TApplicationReply };
  } catch (error) {
    agreementsRedirect(error, url.pathname + url.search);
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** "Создать заявку": the gateway creates the draft, and the address takes its id at once. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  try {
    const reply = await getGateway(context).call(applicationCalls.applicationWizard, {});
    return redirect(applicationCalls.applicationWizardUrl(reply.wizard.id_object ?? 0, reply.wizard.step));
  } catch (error) {
    agreementsRedirect(error, new URL(request.url).pathname);
    throw error;
  }
}

/** From the start page (no draft yet) the created draft always loads; then as every wizard. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.currentUrl.searchParams.has('id_object') ? wizardShouldRevalidate(args) : args.defaultShouldRevalidate;

function ShippingBox({ reply, deliveryRegion }: { reply: TApplicationReply; deliveryRegion: string }) {
  const [cost, setCost] = useState<{ text: string; distance: number } | null>(
    reply.shipping.cost === null
      ? null
      : {
          text: formatMoney(reply.shipping.cost, { kopecks: false }),
          distance: reply.shipping.distance ?? 0,
        },
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-testid="shipping-cost">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text fz="xs" c="dimmed">
            Стоимость доставки
          </Text>
          <Text fw={700} fz="lg">
            {cost ? cost.text : 'Не рассчитана'}
          </Text>
          {cost && (
            <Text fz="xs" c="dimmed">
              До {cost.distance} км от поставщика; окончательную сумму подтвердит менеджер
            </Text>
          )}
        </div>
        <Button
          variant="light"
          leftSection={<IconTruckDelivery size={18} />}
          loading={busy}
          disabled={!deliveryRegion || reply.wizard.id_object === null}
          onClick={async () => {
            setBusy(true);
            setError('');
            try {
              const result = await applicationApi.shippingCost(reply.wizard.id_object ?? 0, deliveryRegion);
              setCost({ text: result.cost_formatted, distance: result.distance });
            } catch (failure) {
              setError(failure instanceof Error ? failure.message : 'Не удалось рассчитать доставку');
            } finally {
              setBusy(false);
            }
          }}
        >
          Рассчитать доставку
        </Button>
      </Group>
      {error && (
        <Text c="red" fz="sm" mt="xs">
          {error}
        </Text>
      )}
    </Paper>
  );
}

/** Before a draft exists: one button that creates it (a POST, decision 0079). */
function StartApplication() {
  const navigation = useNavigation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Новая заявка на лизинг
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Form method="post">
          <Stack gap="md" align="flex-start">
            <Text>
              Заявка заполняется за восемь шагов: техника из каталога, доставка, условия лизинга, сведения о
              компании и документы. Черновик сохраняется, к нему можно вернуться в разделе «Заявки».
            </Text>
            <Button
              type="submit"
              rightSection={<IconArrowRight size={18} />}
              loading={navigation.state !== 'idle'}
            >
              Создать заявку
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}

/** The lease application wizard: eight steps rendered by DynamicForm (decision 0062). */
export default function ApplicationWizardPage({ loaderData }: Route.ComponentProps) {
  return loaderData.reply ? <ApplicationWizard initial={loaderData.reply} /> : <StartApplication />;
}

function ApplicationWizard({ initial }: { initial: TApplicationReply }) {
  const wizard = useWizard<TApplicationReply>({
    path: '/srv/CabinetApplicationWizard',
    initial,
  });
  const { reply, pending } = wizard;
  const [productError, setProductError] = useState('');
  const idObject = reply.wizard.id_object ?? 0;
  const step = reply.wizard.step;
  const current = reply.wizard.steps.find((entry) => entry.step === step);
  const editable = reply.wizard.isavailable;

  const productsChanged = (next: { products: TApplicationProduct[]; productSumm: number }) => {
    setProductError('');
    wizard.accept({
      ...reply,
      products: next.products,
      productSumm: next.productSumm,
      error_message: '',
      errors_list: [],
    });
  };
  const changeProduct = async (idProduct: number, change: ProductChange) => {
    try {
      productsChanged(await applicationApi.setProduct(idObject, idProduct, change));
    } catch (failure) {
      setProductError(failure instanceof Error ? failure.message : 'Не удалось изменить технику');
    }
  };
  const search = (next: CatalogSearch) => wizard.open(2, { ...next });

  const document = reply.applicationDocument;

  const renderers = {
    filterList: () => (
      <ApplicationCatalog
        reply={reply}
        disabled={pending || !editable}
        onSearch={search}
        onAdd={(product: TCatalogProduct, idPrice: number | null, quantity: number) =>
          changeProduct(product.id, { idPrice, quantity })
        }
      />
    ),
    productList: ({ error }: FieldProps) => (
      <ChosenProducts
        products={reply.products}
        productSumm={reply.productSumm}
        disabled={pending || !editable}
        error={productError || error}
        onChange={(product, change) => changeProduct(product.id_product, change)}
        onRemove={async (product) => {
          try {
            productsChanged(await applicationApi.removeRow(idObject, product.id_row));
          } catch (failure) {
            setProductError(failure instanceof Error ? failure.message : 'Не удалось убрать технику');
          }
        }}
      />
    ),
    shipping: () => (
      <ShippingBox
        key={String(wizard.values.delivery_region ?? '')}
        reply={reply}
        deliveryRegion={String(wizard.values.delivery_region ?? '')}
      />
    ),
  };
  // Step two lists the chosen machines first, then the catalogue.
  const items = step === 2 ? [...reply.FormBuilder.items].reverse() : reply.FormBuilder.items;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Text c="dimmed" fz="sm">
            Заявка на лизинг
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="application-title">
            {reply.title}
          </Title>
        </div>
        <Badge variant="light" size="lg" color={reply.wizard.finished ? 'green' : 'gray'}>
          {reply.status}
        </Badge>
      </Group>
      <WizardStepper wizard={reply.wizard} disabled={pending} onOpen={(next) => wizard.open(next)} />
      {reply.wizard.finished && (
        <Alert color="green" icon={<IconCircleCheck size={20} />} title={`Заявка ${reply.title} отправлена`}>
          Заявка подписана и передана в Агролизинг. Статус — в разделе{' '}
          <Anchor href="/cabinet/v2/client/apps">«Заявки»</Anchor>.
        </Alert>
      )}
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'lg' }}
        component="section"
        aria-labelledby="wizard-step-title"
      >
        <Stack gap="md">
          <Title order={2} fz={{ base: 18, sm: 22 }} id="wizard-step-title">
            {current?.title}
          </Title>
          <DynamicForm
            items={items}
            values={wizard.values}
            errors={wizard.errors}
            message={wizard.message}
            disabled={pending || !editable}
            onChange={wizard.setValue}
            renderers={renderers}
          />
          {step === 8 && (
            <ApplicationSignSection
              canSES={reply.canSES}
              signed={reply.applicationDocument?.signed ?? false}
              action={
                <ApplicationSignButton
                  applicationId={idObject}
                  documents={
                    document?.id_document
                      ? [{ id: document.id_document, title: document.title, src: document.url }]
                      : []
                  }
                  onSigned={() => wizard.refresh()}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  Подписать
                </ApplicationSignButton>
              }
            />
          )}
          {editable && (
            <Group justify="space-between" mt="sm">
              {step > 1 ? (
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={18} />}
                  onClick={() => wizard.open(step - 1)}
                  disabled={pending}
                >
                  Назад
                </Button>
              ) : (
                <span />
              )}
              {step < 8 && (
                <Button
                  rightSection={<IconArrowRight size={18} />}
                  onClick={() => wizard.submit()}
                  loading={pending}
                >
                  {step === 7 ? 'Сформировать заявку' : 'Далее'}
                </Button>
              )}
            </Group>
          )}
          {!editable && !reply.wizard.finished && (
            <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
              Заявку сейчас нельзя изменить.
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
