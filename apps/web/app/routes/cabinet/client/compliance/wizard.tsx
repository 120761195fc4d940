import { compliance, isGatewayError } from '@agrolease/contracts';
import type { TComplianceReply } from '@agrolease/contracts/compliance';
import {
  COMPLIANCE_PAGES,
  COMPLIANCE_PATHS,
  type TComplianceKind,
} from '@agrolease/contracts/compliance-values';
import { Alert, Checkbox } from '@mantine/core';
import { IconCircleCheck, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { data, redirect } from 'react-router';
import { CabinetCrumbs } from '../../../../components/cabinet/cabinet-crumbs';
import { useHydrated } from '../../../../components/deferred/deferred';
import { Badge, Group, Paper, Stack, Text, Title } from '../../../../components/plain/mantine-markup';
import { PlainButton } from '../../../../components/plain/plain-button';
import { SignDialog } from '../../../../components/signing/sign-dialog';
import { signingApi } from '../../../../components/signing/signing-api';
import { DynamicForm, type DynamicFormProps } from '../../../../components/wizard/dynamic-form';
import { isChecked } from '../../../../components/wizard/form-values';
import { LeaveWizardDialog } from '../../../../components/wizard/leave-wizard-dialog';
import { useWizard, wizardShouldRevalidate } from '../../../../components/wizard/use-wizard';
import { WizardFooter } from '../../../../components/wizard/wizard-footer';
import { WizardStepper } from '../../../../components/wizard/wizard-stepper';
import { getGateway } from '../../../../lib/gateway.server';
import { pageMeta } from '../../../../lib/seo';
import type { Route } from './+types/wizard';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.data?.reply.title ?? 'Анкеты и декларации',
    description: 'Анкета о бенефициарных владельцах, кредитная декларация, регистрация нерезидента.',
  }),
  { name: 'robots', content: 'noindex' },
];

const KIND_BY_SEGMENT: Record<string, TComplianceKind> = {
  questionnaire: 'beneficiary',
  'credit-declaration': 'credit_declaration',
  'non-resident': 'non_resident',
};

const positive = (value: string | null) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

/**
 * One compliance wizard (decision 0102) at the address's step and id_object. Opening the page
 * only reads: a new object is made by the first saved step (or «Заполнить анкету»'s post).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = KIND_BY_SEGMENT[url.pathname.split('/').filter(Boolean).at(-1) ?? ''];
  if (!kind) throw data(null, { status: 404 });
  const idObject = positive(url.searchParams.get('id_object'));
  const step = positive(url.searchParams.get('step'));
  try {
    const reply = await getGateway(context).call(compliance.complianceWizardCalls[kind], {
      ...(idObject ? { id_object: idObject } : {}),
      ...(step ? { step } : {}),
    });
    return { reply: reply as TComplianceReply, kind };
  } catch (error) {
    // spec 1 §2, §8: the credit declaration needs the personal-data agreements; /pd/ brings the user back.
    if (isGatewayError(error) && error.reply.errcode === 'agreements')
      throw redirect(`/pd/?back=${encodeURIComponent(url.pathname + url.search)}`);
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const shouldRevalidate = wizardShouldRevalidate;

export default function ComplianceWizardPage({ loaderData }: Route.ComponentProps) {
  const { kind } = loaderData;
  const wizard = useWizard<TComplianceReply>({
    path: `/srv${COMPLIANCE_PATHS[kind]}`,
    initial: loaderData.reply,
  });
  const { reply } = wizard;
  const [signing, setSigning] = useState(false);
  // «Подписать» waits for the page to be live, as the footer's buttons do: a click on the
  // server's page would be lost.
  const live = useHydrated();
  const { document } = reply;
  const isLast = reply.wizard.step === reply.wizard.steps.length;
  // The questionnaire's and the declaration's last step signs their document; the registration is sent.
  const signs = isLast && kind !== 'non_resident';

  // The questionnaire's pairs (spec 1 §5): a question's text, then «Да» and «Нет» in one row; a tick clears the other.
  const renderers: DynamicFormProps['renderers'] = {
    separator: ({ item }) => (
      <Text fw={500} mt="xs">
        {item.title}
      </Text>
    ),
    checkbox: ({ item, value, error, disabled, onChange }) => {
      const pair = typeof item.props?.pair === 'string' ? item.props.pair : undefined;
      return (
        <Checkbox
          label={item.title}
          aria-label={typeof item.props?.ariaLabel === 'string' ? item.props.ariaLabel : item.title}
          checked={isChecked(value)}
          error={error || undefined}
          disabled={disabled}
          data-field={item.field}
          onChange={(event) => {
            const ticked = event.currentTarget.checked;
            onChange(ticked ? '1' : '0');
            if (ticked && pair) wizard.setValue(pair, '0');
          }}
        />
      );
    },
  };

  return (
    <Stack gap="lg">
      <LeaveWizardDialog leaving={wizard.leaving} />
      <CabinetCrumbs
        trail={[
          { title: 'Документы', href: '/cabinet/v2/client/documents' },
          { title: 'Анкеты и декларации', href: COMPLIANCE_PAGES.hub },
          { title: reply.title, href: COMPLIANCE_PAGES[kind] },
        ]}
      />
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {reply.title}
          {reply.code ? ` ${reply.code}` : ''}
        </Title>
        <Badge variant="light" data-testid="compliance-status">
          {reply.status_title}
        </Badge>
      </Group>
      <WizardStepper wizard={reply.wizard} onOpen={(step) => void wizard.open(step)} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {reply.wizard.finished && (
            <Alert color={reply.status === 'cancelled' ? 'gray' : 'green'} icon={<IconCircleCheck />}>
              {reply.status === 'submitted' ? 'Отправлено менеджеру на рассмотрение' : reply.status_title}
            </Alert>
          )}
          <DynamicForm
            items={reply.FormBuilder.items}
            values={wizard.values}
            errors={wizard.errors}
            message={wizard.message}
            disabled={wizard.pending || !reply.wizard.is_available_edit_package}
            onChange={wizard.setValue}
            renderers={renderers}
          />
          {/* spec 1 §6: the flags gate editing (decision 0102: nothing signed or sent yet). */}
          {reply.wizard.isavailable && (
            <WizardFooter
              wizard={wizard}
              forward={
                signs ? (
                  <PlainButton
                    leftSection={<IconSignature size={16} />}
                    disabled={!live || !document}
                    onClick={() => setSigning(true)}
                  >
                    Подписать
                  </PlainButton>
                ) : undefined
              }
            />
          )}
        </Stack>
      </Paper>
      {document && (
        <SignDialog
          opened={signing}
          onClose={() => setSigning(false)}
          title={document.title}
          requestCode={() => signingApi.signDocument(document.id)}
          sign={(code) => signingApi.signDocument(document.id, code)}
          certificate={{
            documents: [{ id: document.id, title: document.title, src: document.src }],
            submit: (cms, thumbprint) =>
              signingApi.signDocumentByCertificate(document.id, cms[document.id] ?? '', thumbprint),
          }}
          onSigned={() => void wizard.refresh()}
        />
      )}
    </Stack>
  );
}
