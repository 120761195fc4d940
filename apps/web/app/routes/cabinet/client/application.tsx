import { isGatewayError, offers, reo } from '@agrolease/contracts';
import {
  applicationTimeline,
  documentStatus,
  formatRoubles,
  fundRequestTimeline,
  moscowDay,
} from '@agrolease/domain';
import { Alert, Button, Card, Modal } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { data, redirect, useFetcher } from 'react-router';
import { ApplicationStatusBadge } from '../../../components/backoffice/application-status-badge';
import { DocumentList } from '../../../components/cabinet/document-list';
import { OfferConditions, ruDate, ScheduleTable } from '../../../components/cabinet/offer-view';
import { SectionCard } from '../../../components/cabinet/section-card';
import { StepsTimeline } from '../../../components/cabinet/steps-timeline';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTr,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { ReoSupportList } from '../../../components/reo/reo-support-list';
import { ReoSupportRequestForm } from '../../../components/reo/reo-support-request-form';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { attemptIntent, formText, type IntentResult } from '../../../lib/intent-action.server';
import { idParam } from '../../../lib/not-found.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import { serviceLevels } from '../../../lib/service-levels.server';
import type { Route } from './+types/application';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заявка', description: 'Заявка на лизинг и предложение Агролизинга.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const gateway = getGateway(context);
  const id = idParam(params.id);
  const [{ application }, support] = await Promise.all([
    gateway.call(offers.cabinetApplicationCard, { id_object: id }),
    // The regional fund's decisions about this lease (decision 0088); the page stands without them.
    gateway.call(reo.cabinetReoSupport, { id_object: id }).catch(() => null),
  ]);
  // Worked out here, with the server's day, so that the page hydrates with the same dates.
  const today = moscowDay();
  const timeline = applicationTimeline(
    {
      status: application.status,
      submitted: application.submitted,
      offerCreated: application.offer?.created ?? null,
      offerDecided: application.offer?.decided ?? null,
    },
    today,
    serviceLevels(),
  );
  // The fund's part (decision 0183): each request's steps, the fund's decision due by its level.
  const fundTimelines = Object.fromEntries(
    (support?.items ?? []).map((item) => [
      item.id,
      fundRequestTimeline(item, 'farm', today, serviceLevels()),
    ]),
  );
  return { application, support, timeline, fundTimelines };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idParam(params.id);
  const form = await readForm(request);
  const intent = String(form.get('intent'));
  if (intent === 'reo-support') {
    return attemptIntent<IntentResult>(intent, async () => {
      const reply = await getGateway(context).call(reo.cabinetReoSupportCreate, {
        id_object: id,
        id_fund: formText(form, 'id_fund'),
        program: formText(form, 'program'),
        support_sum: formText(form, 'support_sum'),
        comment: formText(form, 'comment'),
      });
      return { ok: true, message: `Запрос ${reply.item.code} отправлен в ${reply.item.fund.title}` };
    });
  }
  try {
    if (intent === 'accept') {
      const reply = await getGateway(context).call(offers.ralOfferAccept, { id_object: id });
      throw redirect(`/cabinet/v2/client/deals/${reply.id_deal}`);
    }
    await getGateway(context).call(offers.ralOfferReject, { id_object: id });
    return { ok: true as const, message: '' };
  } catch (error) {
    if (isGatewayError(error) && error.status < 500) {
      return data({ ok: false as const, message: error.reply.error_message }, { status: error.status });
    }
    throw error;
  }
}

function OfferAnswer() {
  const fetcher = useFetcher<typeof action>();
  const [intent, setIntent] = useState<'accept' | 'reject' | null>(null);
  const busy = fetcher.state !== 'idle';
  return (
    <>
      {fetcher.data && !fetcher.data.ok && (
        <Alert color="red" mb="sm">
          {fetcher.data.message}
        </Alert>
      )}
      <Group>
        <PlainButton color="green" leftSection={<IconCheck size={18} />} onClick={() => setIntent('accept')}>
          Принять предложение
        </PlainButton>
        <PlainButton variant="default" leftSection={<IconX size={18} />} onClick={() => setIntent('reject')}>
          Отклонить
        </PlainButton>
      </Group>
      <Modal
        opened={intent !== null}
        onClose={() => setIntent(null)}
        title={intent === 'accept' ? 'Принять предложение?' : 'Отклонить предложение?'}
        centered
      >
        <Text mb="lg">
          {intent === 'accept'
            ? 'Мы откроем сделку на этих условиях и подготовим договор лизинга.'
            : 'Предложение будет закрыто. Чтобы получить новое, подайте новую заявку.'}
        </Text>
        <fetcher.Form method="post" onSubmit={() => setIntent(null)}>
          <input type="hidden" name="intent" value={intent ?? ''} />
          <Group justify="flex-end">
            <PlainButton variant="default" onClick={() => setIntent(null)}>
              Отмена
            </PlainButton>
            <Button type="submit" color={intent === 'accept' ? 'green' : 'red'} loading={busy}>
              {intent === 'accept' ? 'Принять' : 'Отклонить'}
            </Button>
          </Group>
        </fetcher.Form>
      </Modal>
    </>
  );
}

/** One application: status, machinery, documents, the manager's comment and the offer. */
export default function ClientApplication({ loaderData }: Route.ComponentProps) {
  const { application, support, timeline, fundTimelines } = loaderData;
  const offer = application.offer;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <div>
          <PageTitle>Заявка {application.code}</PageTitle>
          {application.submitted && (
            <Text c="dimmed" fz="sm">
              Отправлена {ruDate(application.submitted)}
            </Text>
          )}
        </div>
        <ApplicationStatusBadge status={application.status} title={application.status_title} />
      </Group>
      {application.manager_comment && (
        <Alert color={application.status === 'rejected' ? 'red' : 'blue'} title="Комментарий менеджера">
          {application.manager_comment}
        </Alert>
      )}
      <StepsTimeline steps={timeline} />
      {offer && (
        <Card withBorder radius="md" padding="lg" data-testid="offer">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="lg">
              Предложение Агролизинга
            </Title>
            <Badge
              variant="light"
              color={offer.status === 'accepted' ? 'green' : offer.status === 'rejected' ? 'gray' : 'blue'}
            >
              {offer.status_title}
            </Badge>
          </Group>
          <Stack gap="md">
            <OfferConditions offer={offer} />
            <ScheduleTable rows={offer.schedule} caption="Предварительный график платежей" />
            <Text fz="xs" c="dimmed">
              График предварительный: даты отсчитываются от сегодняшнего дня, в договоре — от даты его
              заключения.
            </Text>
            {offer.status === 'pending' && <OfferAnswer />}
            {offer.id_deal && (
              <Button
                component={AppLink}
                to={`/cabinet/v2/client/deals/${offer.id_deal}`}
                variant="light"
                w="fit-content"
              >
                Перейти к сделке
              </Button>
            )}
          </Stack>
        </Card>
      )}
      <SectionCard title="Техника">
        <Table aria-label="Техника заявки">
          <TableTbody>
            {application.products.map((product) => (
              <TableTr key={product.id_crmproduct}>
                <TableTd>
                  <Anchor to={`/catalog/item/${product.id_product}/`} fz="sm">
                    {product.title}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {product.quantity} шт. × {formatRoubles(product.price)}
                  </Text>
                </TableTd>
                <TableTd ta="right">{formatRoubles(product.sum)}</TableTd>
              </TableTr>
            ))}
            <TableTr>
              <TableTd fw={600}>Итого</TableTd>
              <TableTd ta="right" fw={600}>
                {formatRoubles(application.productSumm)}
              </TableTd>
            </TableTr>
          </TableTbody>
        </Table>
      </SectionCard>
      {support && (support.items.length > 0 || support.can_request) && (
        <SectionCard title="Региональная поддержка" testId="reo-support">
          <Stack gap="lg">
            {support.items.length > 0 && <ReoSupportList items={support.items} timelines={fundTimelines} />}
            {support.can_request && <ReoSupportRequestForm support={support} />}
          </Stack>
        </SectionCard>
      )}
      {application.documents.length > 0 && (
        <SectionCard title="Документы">
          <DocumentList
            documents={application.documents}
            signature={(document) => (
              <Badge size="xs" variant="light" color={document.signed ? 'green' : 'gray'}>
                {documentStatus(document.title, document.signed ? 'Подписан' : 'Не подписан')}
              </Badge>
            )}
          />
        </SectionCard>
      )}
    </Stack>
  );
}
