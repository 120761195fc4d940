import { companyProof, isGatewayError } from '@agrolease/contracts';
import type { TCompanyProofState } from '@agrolease/contracts/company-proof';
import { Alert, Button, Container, Radio, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { data, useFetcher } from 'react-router';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { StatusBadge } from '../../components/cabinet/requests/status-badge';
import { CertificateProof, type ProofResult } from '../../components/company-proof/certificate-proof';
import { PhoneInput } from '../../components/forms/phone-input';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../components/plain/mantine-markup';
import { CryptoProCertificates } from '../../components/signing/cryptopro-certificates';
import { FileAjaxField } from '../../components/wizard/file-ajax-field';
import { getGateway } from '../../lib/gateway.server';
import { readForm } from '../../lib/request-form.server';
import { pageMeta } from '../../lib/seo';
import { requireViewer } from '../../lib/session.server';
import type { Route } from './+types/company-proof';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Подтверждение организации',
    description: 'Подтвердите право действовать от имени организации.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return { state: await getGateway(context).call(companyProof.companyProof) };
}

/** challenge → the text to sign; prove → the signature; documents → the files for a manager. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? '');
  const intent = field('intent');
  const gateway = getGateway(context);
  try {
    if (intent === 'challenge') {
      const reply = await gateway.call(companyProof.companyProofCertificate, { method: 'challenge' });
      if (!('challenge' in reply)) throw new Response('Неверный ответ', { status: 502 });
      return {
        ok: true,
        intent,
        challenge: { idQuery: reply.id_query, text: reply.challenge },
      } as ProofResult;
    }
    if (intent === 'prove') {
      await gateway.call(companyProof.companyProofCertificate, {
        method: 'prove',
        id_query: field('id_query'),
        dataCSP: field('dataCSP'),
      });
      return { ok: true, intent } as ProofResult;
    }
    if (intent === 'documents') {
      await gateway.call(companyProof.companyProofDocuments, {
        person_position: field('person_position'),
        is_head: field('is_head') === '1' ? '1' : '0',
        register_extract: field('register_extract'),
        head_appointment: field('head_appointment'),
        attorney: field('attorney'),
      } as never);
      return { ok: true, intent } as ProofResult;
    }
    if (intent === 'invite') {
      const reply = await gateway.call(companyProof.companyProofInvite, {
        person_name: field('person_name'),
        phone: field('phone'),
      });
      return { ok: true, intent, message: reply.message } as ProofResult;
    }
    throw new Response('Неверный запрос', { status: 400 });
  } catch (error) {
    if (isGatewayError(error) && error.status < 500) {
      const errors = Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error]));
      return data<ProofResult>(
        { ok: false, intent, message: error.reply.error_message, errors },
        { status: error.status },
      );
    }
    throw error;
  }
}

/** The documents a manager checks; the head needs no attorney. */
function DocumentsProof({ state }: { state: TCompanyProofState }) {
  const fetcher = useFetcher<ProofResult>({ key: 'company-proof-documents' });
  const [isHead, setIsHead] = useState(true);
  const [position, setPosition] = useState('');
  const [files, setFiles] = useState<Record<string, number | null>>({});
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : {};
  const needed = state.documents.filter((document) => !isHead || document.head_too);
  const fieldOf = (kind: string) => kind.replace('-', '_');
  return (
    <form
      aria-label="Подтверждение документами"
      onSubmit={(event) => {
        event.preventDefault();
        const form: Record<string, string> = {
          intent: 'documents',
          person_position: position,
          is_head: isHead ? '1' : '0',
        };
        for (const document of needed) {
          const id = files[fieldOf(document.kind)];
          if (id) form[fieldOf(document.kind)] = String(id);
        }
        fetcher.submit(form, { method: 'post' });
      }}
    >
      <Stack gap="sm">
        {result && !result.ok && Object.keys(result.errors).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {result.message}
          </Alert>
        )}
        <Radio.Group
          label="Кто вы в организации"
          value={isHead ? 'head' : 'other'}
          onChange={(value) => setIsHead(value === 'head')}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="head" label="Руководитель" />
            <Radio value="other" label="Действую по доверенности" />
          </Stack>
        </Radio.Group>
        <TextInput
          label="Должность"
          required
          value={position}
          onChange={(event) => setPosition(event.currentTarget.value)}
          error={errors.person_position}
          maxLength={200}
        />
        {needed.map((document) => {
          const field = fieldOf(document.kind);
          return (
            <FileAjaxField
              key={field}
              item={{
                field,
                type: 'file_ajax',
                title: document.title,
                value: files[field] ?? null,
                error: '',
                group: '',
                code: '',
                required: true,
                props: { accept: 'application/pdf,image/jpeg,image/png' },
              }}
              value={files[field] ?? null}
              error={errors[field] ?? ''}
              disabled={fetcher.state !== 'idle'}
              onChange={(id) => setFiles((current) => ({ ...current, [field]: id }))}
            />
          );
        })}
        <Button
          type="submit"
          leftSection={<IconSend size={18} />}
          loading={fetcher.state !== 'idle'}
          w={{ base: '100%', sm: 'auto' }}
        >
          Отправить на проверку
        </Button>
      </Stack>
    </form>
  );
}

/** A confirmed user brings a colleague into the company's cabinet (decision 0156). */
function InviteColleague() {
  const fetcher = useFetcher<ProofResult>({ key: 'company-invite' });
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : {};
  const sent = result?.ok && result.intent === 'invite' ? result.message : undefined;
  useEffect(() => {
    if (!sent) return;
    setName('');
    setPhone('');
  }, [sent]);
  return (
    <form
      aria-label="Пригласить сотрудника"
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit({ intent: 'invite', person_name: name, phone }, { method: 'post' });
      }}
    >
      <Stack gap="sm">
        {sent && (
          <Alert color="green" icon={<IconCircleCheck />} role="status">
            {sent}
          </Alert>
        )}
        {result && !result.ok && Object.keys(result.errors).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {result.message}
          </Alert>
        )}
        <TextInput
          label="ФИО сотрудника"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.person_name}
          maxLength={200}
        />
        <PhoneInput
          label="Мобильный телефон"
          required
          placeholder="+7 900 123-45-67"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={errors.phone}
          maxLength={30}
        />
        <Button
          type="submit"
          leftSection={<IconUserPlus size={18} />}
          loading={fetcher.state !== 'idle'}
          w={{ base: '100%', sm: 'auto' }}
        >
          Отправить приглашение
        </Button>
      </Stack>
    </form>
  );
}

function StatusCard({ state }: { state: TCompanyProofState }) {
  const color = state.status === 'confirmed' ? 'green' : state.status === 'detached' ? 'red' : 'yellow';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="company-status">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {state.company.title}
          </Text>
          <Text fz="sm" c="dimmed">
            ИНН {state.company.inn}
          </Text>
        </div>
        <Badge color={color} variant="light" size="lg" radius="sm">
          Организация {state.status_title}
        </Badge>
      </Group>
      {state.status === 'confirmed' && (
        <Group gap="xs" mt="sm" wrap="nowrap" align="flex-start">
          <IconCircleCheck
            size={18}
            color="var(--mantine-color-green-8)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text fz="sm">
            Подтверждена {state.proof}
            {state.confirmed ? ` ${formatDateTime(state.confirmed)}` : ''}. Вы можете отправлять заявки и
            подписывать документы.
          </Text>
        </Group>
      )}
      {state.status === 'detached' && state.note && (
        <Alert color="red" icon={<IconAlertCircle />} mt="sm" title="Учётная запись отключена от организации">
          {state.note}
        </Alert>
      )}
      {state.status === 'unconfirmed' && (
        <Text fz="sm" mt="sm">
          Пока организация не подтверждена, вы можете смотреть каталог, считать лизинг, собирать корзину и
          заполнять черновик заявки. Отправить заявку, подписать документ и видеть договоры и платежи
          организации можно после подтверждения. Если ваши коллеги уже работают в кабинете, попросите их
          пригласить вас: приглашённый сотрудник подтверждён сразу.
        </Text>
      )}
    </Paper>
  );
}

/** The account's company and the two ways to prove it (issue 35, decision 0156). */
export default function CompanyProofPage({ loaderData }: Route.ComponentProps) {
  const { state } = loaderData;
  const request = state.request;
  const waiting = request?.status === 'review';
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor to="/cabinet/v2/info" fz="sm">
          ← Мои данные
        </Anchor>
        <PageTitle>Подтверждение организации</PageTitle>
        <StatusCard state={state} />
        {request && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="company-proof-request">
            <Group justify="space-between" gap="sm" align="flex-start">
              <Text fw={600}>Документы от {formatDateTime(request.created)}</Text>
              <StatusBadge status={request.status} title={request.status_title} />
            </Group>
            {waiting && (
              <Text fz="sm" mt="xs">
                Менеджер проверит документы в течение рабочего дня; о решении придёт SMS.
              </Text>
            )}
            {request.status === 'refused' && request.reason && (
              <Alert color="red" mt="sm" title="Причина отказа">
                {request.reason}
              </Alert>
            )}
          </Paper>
        )}
        {state.status === 'confirmed' && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" mb={4}>
              Сотрудники
            </Title>
            <Text fz="sm" c="dimmed" mb="sm">
              Пригласите сотрудника: он получит SMS со ссылкой, подтвердит телефон, задаст пароль и сможет
              работать в кабинете от имени организации.
            </Text>
            <InviteColleague />
          </Paper>
        )}
        {state.status !== 'confirmed' && (
          <>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="lg" mb={4}>
                Электронной подписью
              </Title>
              <Text fz="sm" c="dimmed" mb="sm">
                Быстрее всего: подпишите запрос квалифицированной подписью, выданной руководителю на ИНН{' '}
                {state.company.inn}, или своей подписью, приложив машиночитаемую доверенность (МЧД)
                организации на ваше имя. Организация будет подтверждена сразу.
              </Text>
              <CryptoProCertificates purpose="подтвердить организацию электронной подписью">
                {(certificates) => <CertificateProof certificates={certificates} inn={state.company.inn} />}
              </CryptoProCertificates>
            </Paper>
            {!waiting && (
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                <Title order={2} fz="lg" mb={4}>
                  Документами
                </Title>
                <Text fz="sm" c="dimmed" mb="sm">
                  Приложите выписку из реестра и решение о назначении руководителя; если вы не руководитель —
                  ещё доверенность на ваше имя. Менеджер проверит их и подтвердит организацию.
                </Text>
                <DocumentsProof state={state} />
              </Paper>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
