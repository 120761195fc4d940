import { accreditation as calls, isGatewayError } from '@agrolease/contracts';
import type { TAccreditationReply } from '@agrolease/contracts/accreditation';
import { accreditationTimeline, moscowDay } from '@agrolease/domain';
import { Alert, Button } from '@mantine/core';
import { IconCircleCheck, IconFileTypePdf, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { data } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { StepsTimeline } from '../../../components/cabinet/steps-timeline';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
import { SignDialog } from '../../../components/signing';
import { accreditationApi } from '../../../components/supplier/accreditation-api';
import { AccreditationPackage } from '../../../components/supplier/accreditation-package';
import { DynamicForm } from '../../../components/wizard/dynamic-form';
import { LeaveWizardDialog } from '../../../components/wizard/leave-wizard-dialog';
import { useWizard, wizardShouldRevalidate } from '../../../components/wizard/use-wizard';
import { WizardFooter } from '../../../components/wizard/wizard-footer';
import { WizardStepper } from '../../../components/wizard/wizard-stepper';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import { serviceLevels } from '../../../lib/service-levels.server';
import type { Route } from './+types/accreditation';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Аккредитация поставщика',
    description: 'Аккредитация поставщика в Агролизинге.',
  }),
  { name: 'robots', content: 'noindex' },
];

const positive = (value: string | null) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

/**
 * The accreditation wizard for the address's step and id_object. Without id_object it shows the
 * supplier's own package (or step 1 of a new one): the package is created by the first saved
 * step, never by opening the page (decision 0079).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const idObject = positive(url.searchParams.get('id_object'));
  const step = positive(url.searchParams.get('step'));
  try {
    const reply = await getGateway(context).call(calls.accreditationWizard, {
      ...(idObject ? { id_object: idObject } : {}),
      ...(step ? { step } : {}),
    });
    // The server's day and levels travel with the page: the timeline follows the wizard's replies
    // in the browser and hydrates with the same dates (decision 0183).
    return { reply: reply as TAccreditationReply, today: moscowDay(), levels: serviceLevels() };
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const shouldRevalidate = wizardShouldRevalidate;

const STATUS_COLOR: Record<TAccreditationReply['status'], string> = {
  draft: 'gray',
  submitted: 'blue',
  corrections: 'orange',
  approved: 'green',
  rejected: 'red',
};

function SignSection({ reply, onSigned }: { reply: TAccreditationReply; onSigned: () => void }) {
  const [opened, setOpened] = useState(false);
  const [signed, setSigned] = useState(false);
  const idObject = reply.wizard.id_object ?? 0;
  const document = reply.document;
  return (
    <Paper withBorder radius="md" p="md" data-testid="accreditation-sign">
      <Stack gap="xs">
        <Title order={3} fz="md">
          Подписание пакета
        </Title>
        <Text fz="sm" c="dimmed">
          {reply.canSES
            ? 'Подпишите заявление простой электронной подписью: мы отправим код в SMS. Можно подписать и сертификатом через КриптоПро.'
            : 'Чтобы подписать кодом из SMS, укажите телефон в профиле; сертификатом можно подписать через КриптоПро.'}
        </Text>
        {document && (
          <Group gap="xs" wrap="nowrap">
            <IconFileTypePdf size={18} aria-hidden />
            <Anchor href={document.src} target="_blank" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {document.title}
            </Anchor>
          </Group>
        )}
        <Group>
          <Button
            leftSection={<IconSignature size={18} />}
            onClick={() => setOpened(true)}
            disabled={!document}
            w={{ base: '100%', xs: 'auto' }}
          >
            Подписать
          </Button>
        </Group>
      </Stack>
      <SignDialog
        opened={opened}
        onClose={() => {
          setOpened(false);
          // The wizard moves on once the dialog with the signed PDF is closed.
          if (signed) onSigned();
        }}
        title="Подписание пакета на аккредитацию"
        requestCode={() => accreditationApi.requestCode(idObject)}
        sign={(code) => accreditationApi.sign(idObject, code)}
        certificate={
          document
            ? {
                documents: [document],
                submit: (cms, thumbprint) => accreditationApi.signByCertificate(idObject, cms, thumbprint),
              }
            : undefined
        }
        onSigned={() => setSigned(true)}
      />
    </Paper>
  );
}

/** After a rejection the supplier starts a new attempt with its answers kept (decision 0090). */
function RestartAttempt({ idObject, onRestarted }: { idObject: number; onRestarted: () => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  return (
    <Alert color="red" title="В аккредитации отказано">
      <Stack gap="sm">
        <Text fz="sm">
          Исправьте то, что указал менеджер, и отправьте пакет снова: ответы и документы прошлой попытки
          сохранятся.
        </Text>
        <Button
          w={{ base: '100%', xs: 'fit-content' }}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            setProblem('');
            try {
              await accreditationApi.restart(idObject);
              onRestarted();
            } catch (failure) {
              setProblem(failure instanceof Error ? failure.message : 'Не удалось начать заново');
            } finally {
              setBusy(false);
            }
          }}
        >
          Начать новую попытку
        </Button>
        {problem && (
          <Text c="red" fz="sm" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** Supplier accreditation (spec 1 §2 steps, §4; decision 0083). */
export default function AccreditationPage({ loaderData }: Route.ComponentProps) {
  const wizard = useWizard<TAccreditationReply>({
    path: '/srv/AccreditationWizard',
    initial: loaderData.reply,
  });
  const { reply, pending } = wizard;
  const step = reply.wizard.step;
  const current = reply.wizard.steps.find((entry) => entry.step === step);
  const editable = reply.wizard.isavailable;
  const renderers = {
    package: () =>
      reply.package ? (
        <AccreditationPackage
          key={`${reply.package.id_object}:${reply.package.items.map((one) => one.file?.id ?? 0).join(',')}`}
          initial={reply.package}
          disabled={pending || !editable}
          error={wizard.errors.package ?? ''}
        />
      ) : null,
  };

  return (
    <Stack gap="lg">
      <LeaveWizardDialog leaving={wizard.leaving} />
      <CabinetCrumbs trail={[{ title: 'Аккредитация', href: '/cabinet/v2/accreditation/' }]} />
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Text c="dimmed" fz="sm">
            Личный кабинет поставщика
          </Text>
          <PageTitle>
            {reply.title} {reply.code ?? ''}
          </PageTitle>
        </div>
        <Badge
          variant="light"
          size="lg"
          color={STATUS_COLOR[reply.status]}
          data-testid="accreditation-status"
        >
          {reply.status_title}
        </Badge>
      </Group>
      {reply.status === 'corrections' && reply.manager_comment && (
        <Alert color="orange" title="Пакет возвращён на доработку">
          {reply.manager_comment}
          {reply.documents_flag
            ? ' Приложите документы и сформируйте пакет заново.'
            : ' Исправьте пакет и подпишите его снова.'}
        </Alert>
      )}
      {reply.status === 'rejected' && reply.wizard.id_object !== null && (
        <RestartAttempt idObject={reply.wizard.id_object} onRestarted={() => wizard.open(1)} />
      )}
      {reply.status === 'approved' && (
        <Alert color="green" icon={<IconCircleCheck size={20} />} title="Аккредитация пройдена">
          Разделы кабинета поставщика открыты.{' '}
          <Anchor to="/cabinet/v2/supplier/dashboard">Перейти на рабочий стол</Anchor>
        </Alert>
      )}
      {reply.wizard.id_object !== null && (
        <StepsTimeline
          steps={accreditationTimeline(reply, loaderData.today, loaderData.levels)}
          title="Ход аккредитации"
          testId="accreditation-timeline"
        />
      )}
      <WizardStepper
        wizard={reply.wizard}
        disabled={pending}
        onOpen={(next) => wizard.open(next)}
        label="Шаги аккредитации"
      />
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
            items={reply.FormBuilder.items}
            values={wizard.values}
            errors={wizard.errors}
            message={wizard.message}
            disabled={pending || !editable}
            onChange={wizard.setValue}
            renderers={renderers}
          />
          {editable && step === 5 && <SignSection reply={reply} onSigned={() => wizard.refresh()} />}
          {editable && (
            <WizardFooter
              wizard={wizard}
              nextLabel={step === 4 ? 'Сформировать пакет' : undefined}
              forward={step >= 5 ? false : undefined}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
