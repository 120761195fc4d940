import { payments } from '@agrolease/contracts';
import type { TPaymentInvoice } from '@agrolease/contracts/payments';
import { formatKopecks, pluralRu } from '@agrolease/domain';
import { ActionIcon, Alert, Button, CopyButton, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { data } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay } from '../../../components/cabinet/cabinet-format';
import classes from '../../../components/cabinet/payment-invoice.module.css';
import { PageTitle, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { gatewayStatus, idParam } from '../../../lib/not-found.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/payment';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Оплата платежа',
    description: 'Реквизиты, QR-код и счёт на оплату лизингового платежа.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idParam(params.id);
  try {
    const reply = await getGateway(context).call(payments.cabinetPaymentInvoice, { id_payment: id });
    return {
      invoice: reply.invoice,
      pdfUrl: payments.paymentInvoicePdfUrl(reply.invoice.id_payment),
      paid: false as const,
    };
  } catch (error) {
    const status = gatewayStatus(error);
    if (status === 409) return { invoice: null, pdfUrl: '', paid: true as const };
    if (status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

const PAYMENTS_PATH = '/cabinet/v2/client/payments';

function days(count: number): string {
  return `${count} ${pluralRu(count, ['день', 'дня', 'дней'])}`;
}

function rate(invoice: TPaymentInvoice): string {
  return `${invoice.penalty_rate.replace('.', ',')} %`;
}

/** One line of the requisites, with a button that copies its value. */
function Requisite({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? `${classes.requisite} ${classes.wide}` : classes.requisite}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>
        <span className={classes.valueText}>{value}</span>
        <CopyButton value={value} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Скопировано' : 'Скопировать'} withArrow position="left">
              <ActionIcon
                variant="subtle"
                color={copied ? 'field' : 'gray'}
                onClick={copy}
                aria-label={`Скопировать: ${label}`}
                size="sm"
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </dd>
    </div>
  );
}

/**
 * «Оплатить» of one unpaid payment (issue 38, decision 0168): the sum with the penalty of an
 * overdue one, the company's requisites to copy, the ГОСТ Р 56042 QR code a banking app scans,
 * and the invoice as a PDF.
 */
export default function ClientPayment({ loaderData }: Route.ComponentProps) {
  const crumbs = [{ title: 'Платежи', href: PAYMENTS_PATH }];
  if (loaderData.paid || !loaderData.invoice) {
    return (
      <Stack gap="lg">
        <CabinetCrumbs trail={crumbs} />
        <PageTitle>Платёж оплачен</PageTitle>
        <Alert color="field" icon={<IconCheck />} title="Оплата получена">
          Этот платёж уже оплачен — платить повторно не нужно.
        </Alert>
        <Button component={AppLink} to={`${PAYMENTS_PATH}?state=paid`} variant="light" w="fit-content">
          К оплаченным платежам
        </Button>
      </Stack>
    );
  }
  const invoice = loaderData.invoice;
  const r = invoice.requisites;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          ...crumbs,
          { title: `Оплата платежа № ${invoice.number}`, href: `${PAYMENTS_PATH}/${invoice.id_payment}` },
        ]}
      />
      <div>
        <PageTitle>Оплата платежа № {invoice.number}</PageTitle>
        <Text c="dimmed" mt={4}>
          по договору{' '}
          <AppLink to={`/cabinet/v2/client/orders/${invoice.id_order}`}>{invoice.contract_name}</AppLink>,
          срок оплаты {formatDay(invoice.payment_date)}
        </Text>
      </div>
      {invoice.isOverdue && (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          title={`Платёж просрочен на ${days(invoice.days_overdue)}`}
          data-testid="penalty"
        >
          Пени — {rate(invoice)} {invoice.paid_kopecks > 0 ? 'неоплаченного остатка' : 'суммы платежа'} за
          каждый день просрочки: на сегодня <strong>{formatKopecks(invoice.penalty_kopecks)}</strong>. Они уже
          включены в сумму к оплате и в QR-код; с каждым днём пени растут.
        </Alert>
      )}
      <div className={classes.layout}>
        <Paper withBorder radius="md" p="lg">
          <Text fz="sm" c="dimmed">
            Сумма к оплате
          </Text>
          <Text fw={700} fz="xl" className={classes.total} data-testid="total">
            {formatKopecks(invoice.total_kopecks)}
          </Text>
          <dl className={classes.breakdown}>
            <div>
              <dt>Платёж по графику</dt>
              <dd>{formatKopecks(invoice.payment_kopecks)}</dd>
            </div>
            {invoice.paid_kopecks > 0 && (
              <>
                <div data-testid="paid-before">
                  <dt>Уже оплачено</dt>
                  <dd>{formatKopecks(invoice.paid_kopecks)}</dd>
                </div>
                <div data-testid="remaining">
                  <dt>Осталось оплатить</dt>
                  <dd>{formatKopecks(invoice.sum_kopecks)}</dd>
                </div>
              </>
            )}
            {invoice.penalty_kopecks > 0 && (
              <div>
                <dt>
                  Пени: {days(invoice.days_overdue)} × {rate(invoice)}
                </dt>
                <dd>{formatKopecks(invoice.penalty_kopecks)}</dd>
              </div>
            )}
          </dl>
          <Title order={2} fz="lg" mt="lg" mb="xs">
            Реквизиты для оплаты
          </Title>
          <dl className={classes.requisites}>
            <Requisite label="Получатель" value={r.name} wide />
            <Requisite label="ИНН" value={r.inn} />
            <Requisite label="КПП" value={r.kpp} />
            <Requisite label="Расчётный счёт" value={r.account} wide />
            <Requisite label="Банк получателя" value={r.bank_name} wide />
            <Requisite label="БИК" value={r.bic} />
            <Requisite label="Корр. счёт" value={r.correspondent_account} />
            <Requisite label="Назначение платежа" value={invoice.purpose} wide />
            <Requisite
              label="Сумма, ₽"
              value={formatKopecks(invoice.total_kopecks).replace(/\u00a0₽$/, '')}
              wide
            />
          </dl>
        </Paper>
        <Paper withBorder radius="md" p="lg" className={classes.qrCard}>
          <Text fw={600}>QR-код для оплаты</Text>
          <div
            className={classes.qr}
            role="img"
            aria-label={`QR-код оплаты на ${formatKopecks(invoice.total_kopecks)}`}
            data-testid="payment-qr"
            data-qr-text={invoice.qr_text}
            // The SVG is drawn by the gateway from our own text (the qrcode package): no markup of others.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway's own SVG of the QR code
            dangerouslySetInnerHTML={{ __html: invoice.qr_svg }}
          />
          <Text fz="sm" c="dimmed" ta="center">
            Отсканируйте код в приложении банка: получатель, счёт, назначение и сумма заполнятся сами.
          </Text>
          <PlainButton
            component="a"
            href={loaderData.pdfUrl}
            download
            leftSection={<IconDownload size={18} aria-hidden />}
            variant="light"
            fullWidth
          >
            Скачать счёт (PDF)
          </PlainButton>
        </Paper>
      </div>
      <Text fz="sm" c="dimmed">
        Платёж зачисляется, когда деньги поступят на счёт компании: обычно в течение рабочего дня. Платить
        лучше за 3 дня до срока.
      </Text>
    </Stack>
  );
}
