import type {
  TApplicationProduct,
  TApplicationReply,
  TCatalogProduct,
} from '@agrolease/contracts/application';
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { formatMoney } from '../calculator/money';
import { Anchor, Badge, Group, PageTitle, Paper, Stack, Text, Title } from '../plain/mantine-markup';
import { ApplicationSignButton } from '../signing/application-sign-button';
import { DynamicForm, type FieldProps } from '../wizard/dynamic-form';
import { LeaveWizardDialog } from '../wizard/leave-wizard-dialog';
import { useWizard } from '../wizard/use-wizard';
import { WizardFooter } from '../wizard/wizard-footer';
import { WizardStepper } from '../wizard/wizard-stepper';
import {
  AGENT_APPLICATION_PATHS,
  type ApplicationApi,
  applicationApiAt,
  CLIENT_APPLICATION_PATHS,
  type ProductChange,
} from './application-api';
import { ApplicationCatalog, type CatalogSearch } from './application-catalog';
import { ApplicationSignSection } from './application-sign-section';
import { ChosenProducts } from './chosen-products';
import { CompanyProofNeeded } from './company-proof-needed';

const clientApi = applicationApiAt(CLIENT_APPLICATION_PATHS);
const agentApi = applicationApiAt(AGENT_APPLICATION_PATHS);

function ShippingBox({
  reply,
  deliveryRegion,
  api,
}: {
  reply: TApplicationReply;
  deliveryRegion: string;
  api: ApplicationApi;
}) {
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
              const result = await api.shippingCost(reply.wizard.id_object ?? 0, deliveryRegion);
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

/** The lease application wizard: eight steps rendered by DynamicForm (decision 0062). */
export function ApplicationWizardView({
  initial,
  side = 'client',
  company,
}: {
  initial: TApplicationReply;
  /** The client's own wizard, or the agent's on the company's behalf (decision 0108). */
  side?: 'client' | 'agent';
  /** The agent's side: the company the application is for. */
  company?: string;
}) {
  const agentSide = side === 'agent';
  // The client's layout knows whether the company is proven (decision 0156): until then no signing.
  const clientLayout = useRouteLoaderData('routes/cabinet/client/layout') as
    | { viewer?: { company_status: string } }
    | undefined;
  const unproven =
    !agentSide &&
    clientLayout?.viewer?.company_status !== undefined &&
    clientLayout.viewer.company_status !== 'confirmed';
  const api = agentSide ? agentApi : clientApi;
  const wizard = useWizard<TApplicationReply>({
    path: agentSide ? '/srv/AgentApplicationWizard' : '/srv/CabinetApplicationWizard',
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
      productsChanged(await api.setProduct(idObject, idProduct, change));
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
            productsChanged(await api.removeRow(idObject, product.id_row));
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
        api={api}
      />
    ),
  };
  // Step two lists the chosen machines first, then the catalogue.
  const items = step === 2 ? [...reply.FormBuilder.items].reverse() : reply.FormBuilder.items;

  return (
    <Stack gap="lg">
      <LeaveWizardDialog leaving={wizard.leaving} />
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Text c="dimmed" fz="sm">
            {agentSide && company ? `Заявка на лизинг для ${company}` : 'Заявка на лизинг'}
          </Text>
          <PageTitle data-testid="application-title">{reply.title}</PageTitle>
        </div>
        <Badge variant="light" size="lg" color={reply.wizard.finished ? 'green' : 'gray'}>
          {reply.status}
        </Badge>
      </Group>
      <WizardStepper wizard={reply.wizard} disabled={pending} onOpen={(next) => wizard.open(next)} />
      {reply.wizard.finished && (
        <Alert color="green" icon={<IconCircleCheck size={20} />} title={`Заявка ${reply.title} отправлена`}>
          Заявка подписана и передана в Агролизинг. Статус — в разделе{' '}
          <Anchor href={agentSide ? '/cabinet/v2/agent/applications' : '/cabinet/v2/client/apps'}>
            «Заявки»
          </Anchor>
          .
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
          {step === 8 && !agentSide && (
            <ApplicationSignSection
              canSES={reply.canSES}
              signed={reply.applicationDocument?.signed ?? false}
              action={
                unproven ? (
                  <CompanyProofNeeded />
                ) : (
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
                )
              }
            />
          )}
          {editable && (
            <WizardFooter
              wizard={wizard}
              nextLabel={step === 7 ? 'Сформировать заявку' : undefined}
              forward={step >= 8 ? false : undefined}
            />
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
