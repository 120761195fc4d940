import { attorney, isGatewayError } from '@agrolease/contracts';
import type { TAttorneyWizardReply } from '@agrolease/contracts/attorney';
import { Alert, Button, Container, FileInput } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { data } from 'react-router';
import { useHydrated } from '../../components/deferred/deferred';
import { Anchor, Group, PageTitle, Paper, Stack, Text } from '../../components/plain/mantine-markup';
import { PlainButton } from '../../components/plain/plain-button';
import { AppLink } from '../../components/routing/app-link';
import { DynamicForm } from '../../components/wizard/dynamic-form';
import { LeaveWizardDialog } from '../../components/wizard/leave-wizard-dialog';
import { useWizard, wizardShouldRevalidate } from '../../components/wizard/use-wizard';
import { WizardFooter } from '../../components/wizard/wizard-footer';
import { WizardStepper } from '../../components/wizard/wizard-stepper';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import { requireViewer } from '../../lib/session.server';
import type { Route } from './+types/attorney-wizard';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Доверенность контактного лица',
    description: 'Доверенность на бумаге или машиночитаемая доверенность (МЧД) сотрудника организации.',
  }),
  { name: 'robots', content: 'noindex' },
];

const positive = (value: string | null) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

/** The attorney wizard (decision 0099): step and id_object in the address, id_contact to start. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const search = new URL(request.url).searchParams;
  const idObject = positive(search.get('id_object'));
  const step = positive(search.get('step'));
  const idContact = positive(search.get('id_contact'));
  try {
    const reply = await getGateway(context).call(attorney.cabinetAttorneyWizard, {
      ...(idObject ? { id_object: idObject } : {}),
      ...(step ? { step } : {}),
      ...(idContact ? { id_contact: idContact } : {}),
    });
    return { reply: reply as TAttorneyWizardReply };
  } catch (error) {
    if (isGatewayError(error) && (error.status === 404 || error.status === 403)) {
      throw data(null, { status: error.status });
    }
    throw error;
  }
}

export const shouldRevalidate = wizardShouldRevalidate;

/**
 * The МЧД's two files go to the wizard's step 2 as multipart (xml_file, sig_file): the server
 * reads the XML, checks it and the head's signature, and answers the wizard.
 */
function MachineReadableUpload({
  idObject,
  maxSize,
  onReply,
}: {
  idObject: number;
  maxSize: number;
  onReply: (reply: TAttorneyWizardReply) => void;
}) {
  const [xml, setXml] = useState<File | null>(null);
  const [sig, setSig] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();
  async function send() {
    if (!xml || !sig) {
      setError('Выберите файл МЧД и файл её подписи');
      return;
    }
    if (xml.size > maxSize || sig.size > maxSize) {
      setError(`Размер файла не должен превышать ${Math.round(maxSize / 1_048_576)} МБ`);
      return;
    }
    setPending(true);
    setError('');
    try {
      const form = new FormData();
      form.append('step', '2');
      form.append('id_object', String(idObject));
      form.append('xml_file', xml);
      form.append('sig_file', sig);
      const response = await fetch('/srv/CabinetAttorneyWizard', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      const body = await response.json().catch(() => null);
      if (!response.ok || !body?.success) {
        setError(body?.errors_list?.[0]?.error || body?.error_message || 'Не удалось загрузить МЧД');
        return;
      }
      onReply(body as TAttorneyWizardReply);
    } catch {
      setError('Нет связи с сервером, попробуйте ещё раз');
    } finally {
      setPending(false);
    }
  }
  return (
    <Stack gap="sm">
      <FileInput
        label="Файл МЧД (XML)"
        placeholder="ON_EMCHD_….xml"
        accept=".xml,text/xml,application/xml"
        value={xml}
        onChange={setXml}
        clearable
        disabled={!live}
      />
      <FileInput
        label="Подпись руководителя (.sig)"
        placeholder="ON_EMCHD_….xml.sig"
        accept=".sig,.p7s"
        value={sig}
        onChange={setSig}
        clearable
        disabled={!live}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconUpload size={16} />}
          loading={pending}
          disabled={!live}
          onClick={() => void send()}
        >
          Проверить и загрузить
        </Button>
      </Group>
    </Stack>
  );
}

export default function AttorneyWizardPage({ loaderData }: Route.ComponentProps) {
  const wizard = useWizard<TAttorneyWizardReply>({
    path: '/srv/CabinetAttorneyWizard',
    initial: loaderData.reply,
  });
  const { reply } = wizard;
  const machineReadable = reply.attorney?.attorney_type === 'm4d';
  return (
    <Container size="md" px={0}>
      <LeaveWizardDialog leaving={wizard.leaving} />
      <Stack gap="lg">
        <Anchor to="/cabinet/v2/info/" fz="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} /> Мои данные
          </Group>
        </Anchor>
        <PageTitle>Доверенность контактного лица</PageTitle>
        <WizardStepper
          wizard={reply.wizard}
          label="Шаги доверенности"
          onOpen={(step) => void wizard.open(step)}
        />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            {reply.wizard.finished && (
              <Alert color="green" icon={<IconCircleCheck />} data-testid="attorney-stored">
                {reply.attorney?.status === 'pending'
                  ? 'Доверенность сохранена и передана на проверку: она начнёт действовать, когда менеджер Агролизинга её примет'
                  : `Доверенность сохранена: ${reply.attorney?.status_title.toLowerCase()}`}
              </Alert>
            )}
            <DynamicForm
              items={reply.FormBuilder.items}
              values={wizard.values}
              errors={wizard.errors}
              message={wizard.message}
              disabled={wizard.pending || reply.wizard.finished}
              onChange={wizard.setValue}
            />
            {reply.wizard.step === 2 &&
              machineReadable &&
              reply.wizard.id_object &&
              !reply.wizard.finished && (
                <MachineReadableUpload
                  idObject={reply.wizard.id_object}
                  maxSize={reply.max_size}
                  onReply={wizard.accept}
                />
              )}
            {reply.wizard.finished ? (
              <Group>
                <PlainButton component={AppLink} to="/cabinet/v2/info/">
                  К контактным лицам
                </PlainButton>
              </Group>
            ) : (
              <WizardFooter wizard={wizard} lastLabel="Сохранить доверенность" />
            )}
            {reply.wizard.step === 2 && !machineReadable && (
              <Text fz="xs" c="dimmed">
                Приложите скан всех страниц доверенности с подписью руководителя и печатью.
              </Text>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
