import { backoffice, reo } from '@agrolease/contracts';
import {
  APPLICATION_FIELDS,
  documentStatus,
  formatPhone,
  formatRoubles,
  SCHEDULE_TYPES,
} from '@agrolease/domain';
import { Alert, Button, Card, Grid, List, SimpleGrid } from '@mantine/core';
import { IconArrowLeft, IconFile } from '@tabler/icons-react';
import { data } from 'react-router';
import { AgentBadge } from '../../components/backoffice/agent-badge';
import { ApplicationStatusBadge } from '../../components/backoffice/application-status-badge';
import { DecisionForms } from '../../components/backoffice/decision-forms';
import { HistoryTimeline } from '../../components/backoffice/history-timeline';
import { OfferConditions, ruDate, ScheduleTable } from '../../components/cabinet/offer-view';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
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
} from '../../components/plain/mantine-markup';
import { ReoSupportList } from '../../components/reo/reo-support-list';
import { ReoSupportRequestForm } from '../../components/reo/reo-support-request-form';
import { AppLink } from '../../components/routing/app-link';
import { getGateway } from '../../lib/gateway.server';
import { attemptIntent, formText, type IntentResult } from '../../lib/intent-action.server';
import { idParam } from '../../lib/not-found.server';
import { readForm } from '../../lib/request-form.server';
import { sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/application';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заявка — бэк-офис', description: 'Рассмотрение заявки на лизинг.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { allowed: false as const };
  const gateway = getGateway(context);
  const id = idParam(params.id);
  const [{ application }, support] = await Promise.all([
    gateway.call(backoffice.applicationCard, { id_object: id }),
    // The regional funds' requests of this lease and the forwarding form (decision 0114); the page stands without them.
    gateway.call(reo.backofficeReoSupport, { id_object: id }).catch(() => null),
  ]);
  return { allowed: true as const, application, support };
}

const CALLS = {
  approve: backoffice.approveApplication,
  documents: backoffice.requestDocuments,
  reject: backoffice.rejectApplication,
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!(await managerOf(request, context))) throw data('Раздел недоступен', { status: 403 });
  const posted = await readForm(request);
  if (posted.get('intent') === 'reo-forward') {
    return attemptIntent<IntentResult>('reo-forward', async () => {
      const reply = await getGateway(context).call(reo.backofficeReoForward, {
        id_object: idParam(params.id),
        id_fund: formText(posted, 'id_fund'),
        program: formText(posted, 'program'),
        support_sum: formText(posted, 'support_sum'),
        comment: formText(posted, 'comment'),
      });
      return { ok: true, message: `Запрос ${reply.item.code} передан в ${reply.item.fund.title}` };
    });
  }
  const form = Object.fromEntries([...posted.entries()].map(([key, value]) => [key, String(value)]));
  const intent = form.intent as keyof typeof CALLS;
  const call = CALLS[intent];
  if (!call) throw data('Неизвестное действие', { status: 400 });
  const { intent: _intent, ...input } = form;
  return sendFromAction(context, intent, call, input);
}

/** Titles of the wizard's fields (spec 1 §3); other fields show their names. */
const FORM_LABELS: Record<string, string> = {
  ...Object.fromEntries(APPLICATION_FIELDS.map((field) => [field.field, field.title])),
  advancePay: 'Желаемый аванс, %',
  orderPeriod: 'Желаемый срок, мес.',
  RepaymentType: 'График платежей',
};

const titlesOf = (choices: readonly { value: string; title: string }[]) =>
  Object.fromEntries(choices.map((choice) => [choice.value, choice.title]));

/** A chosen value in words («Равными платежами (аннуитет)», not «annuity»). */
const VALUE_TITLES: Record<string, Record<string, string>> = {
  ...Object.fromEntries(
    APPLICATION_FIELDS.flatMap((field) => (field.choices ? [[field.field, titlesOf(field.choices)]] : [])),
  ),
  RepaymentType: titlesOf(SCHEDULE_TYPES),
};

function valueTitle(key: string, value: string): string {
  return VALUE_TITLES[key]?.[value] ?? value;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value || '—'}</Text>
    </div>
  );
}

/** One application: the client's company, machinery, files, the decision forms and the history. */
export default function BackofficeApplication({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return null;
  const { application, support } = loaderData;
  const formEntries = Object.entries(application.form).filter(
    ([, value]) => typeof value === 'string' || typeof value === 'number',
  );
  return (
    <Stack gap="lg">
      <Anchor to="/backoffice" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Все заявки
        </Group>
      </Anchor>
      <Group justify="space-between" align="center">
        <PageTitle>Заявка {application.code}</PageTitle>
        <Group gap="xs">
          <AgentBadge agent={application.agent} />
          <ApplicationStatusBadge status={application.status} title={application.status_title} />
        </Group>
      </Group>
      {application.manager_comment && (
        <Alert color="gray" title="Комментарий менеджера">
          {application.manager_comment}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Title order={2} fz="lg" mb="sm">
                Клиент
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Field label="Компания" value={application.company.title} />
                <Field
                  label="ИНН / КПП"
                  value={[application.company.inn, application.company.kpp].filter(Boolean).join(' / ')}
                />
                <Field label="ОГРН" value={application.company.ogrn} />
                <Field label="Телефон" value={formatPhone(application.company.phone)} />
                <Field label="E-mail" value={application.company.email} />
                <Field label="Отправлена" value={ruDate(application.submitted)} />
              </SimpleGrid>
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} fz="lg" mb="sm">
                Техника
              </Title>
              <Table aria-label="Техника заявки">
                <TableThead>
                  <TableTr>
                    <TableTh>Наименование</TableTh>
                    <TableTh ta="right">Кол-во</TableTh>
                    <TableTh ta="right">Сумма</TableTh>
                  </TableTr>
                </TableThead>
                <TableTbody>
                  {application.products.map((product) => (
                    <TableTr key={product.id_crmproduct}>
                      <TableTd>
                        <Anchor to={`/catalog/item/${product.id_product}/`} fz="sm">
                          {product.title}
                        </Anchor>
                      </TableTd>
                      <TableTd ta="right">{product.quantity}</TableTd>
                      <TableTd ta="right">{formatRoubles(product.sum)}</TableTd>
                    </TableTr>
                  ))}
                  <TableTr>
                    <TableTd colSpan={2} fw={600}>
                      Итого
                    </TableTd>
                    <TableTd ta="right" fw={600}>
                      {formatRoubles(application.products_sum)}
                    </TableTd>
                  </TableTr>
                </TableTbody>
              </Table>
            </Card>
            {(formEntries.length > 0 || application.files.length > 0 || application.documents.length > 0) && (
              <Card withBorder radius="md" padding="lg">
                <Title order={2} fz="lg" mb="sm">
                  Анкета и документы
                </Title>
                {formEntries.length > 0 && (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mb="md">
                    {formEntries.map(([key, value]) => (
                      <Field
                        key={key}
                        label={FORM_LABELS[key] ?? key}
                        value={valueTitle(key, String(value))}
                      />
                    ))}
                  </SimpleGrid>
                )}
                <List spacing="xs" icon={<IconFile size={16} />}>
                  {application.files.map((file) => (
                    <List.Item key={`f${file.id}`}>
                      <Anchor href={file.src} target="_blank">
                        {file.title}
                      </Anchor>
                    </List.Item>
                  ))}
                  {application.documents.map((document) => (
                    <List.Item key={`d${document.id}`}>
                      <Anchor href={document.src} target="_blank">
                        {document.title}
                      </Anchor>{' '}
                      <Badge size="xs" color={document.signed ? 'green' : 'gray'} variant="light">
                        {documentStatus(document.title, document.signed ? 'Подписан' : 'Не подписан')}
                      </Badge>
                    </List.Item>
                  ))}
                </List>
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            {(application.can.approve || application.can.reject) && (
              <Paper withBorder radius="md" p="lg">
                <Title order={2} fz="lg" mb="sm">
                  Решение
                </Title>
                <DecisionForms application={application} />
              </Paper>
            )}
            {application.offer && (
              <Paper withBorder radius="md" p="lg">
                <Group justify="space-between" mb="sm">
                  <Title order={2} fz="lg">
                    Предложение
                  </Title>
                  <Badge variant="light">{application.offer.status_title}</Badge>
                </Group>
                <OfferConditions offer={application.offer} />
                {application.id_deal && (
                  <Button
                    component={AppLink}
                    to={`/backoffice/deals/${application.id_deal}`}
                    variant="light"
                    mt="md"
                  >
                    Открыть сделку
                  </Button>
                )}
                <Stack mt="md">
                  <ScheduleTable rows={application.offer.schedule} />
                </Stack>
              </Paper>
            )}
            {support && (support.items.length > 0 || support.can_request) && (
              <Paper
                withBorder
                radius="md"
                p="lg"
                component="section"
                aria-label="Региональная поддержка"
                data-testid="reo-support"
              >
                <Title order={2} fz="lg" mb="sm">
                  Региональная поддержка
                </Title>
                <Stack gap="lg">
                  {support.items.length > 0 && <ReoSupportList items={support.items} />}
                  {support.can_request && <ReoSupportRequestForm support={support} by="manager" />}
                </Stack>
              </Paper>
            )}
            <Paper withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="sm">
                История
              </Title>
              <HistoryTimeline history={application.history} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
