import { documents as documentsContract, signing } from '@agrolease/contracts';
import { COMPLIANCE_PAGES } from '@agrolease/contracts/compliance-values';
import type { TCabinetDocument } from '@agrolease/contracts/documents';
import { DOCUMENT_STATE_TITLE, type TDocumentState } from '@agrolease/contracts/documents-values';
import { documentStatus, formatMoscowDateTime } from '@agrolease/domain';
import {
  Alert,
  Button,
  FileButton,
  Badge as MantineBadge,
  Paper as MantinePaper,
  Modal,
  Tabs,
} from '@mantine/core';
import {
  IconDownload,
  IconExternalLink,
  IconFileCertificate,
  IconFileUpload,
  IconReplace,
  IconSignature,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { useHydrated } from '../../../components/deferred/deferred';
import { Badge, Group, PageTitle, Stack, Text } from '../../../components/plain/mantine-markup';
import { PlainButton } from '../../../components/plain/plain-button';
import { AppLink } from '../../../components/routing/app-link';
import { SesAgreementPanel } from '../../../components/signing/ses-agreement-panel';
import { SignDialog } from '../../../components/signing/sign-dialog';
import { SigningCallError, signingApi } from '../../../components/signing/signing-api';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/documents';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Документы',
    description: 'Документы личного кабинета: на подпись, подписанные и загруженные.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** The documents section (CabinetDocumentsV2; docs/decisions/0063). */
export async function loader({ context }: Route.LoaderArgs) {
  const gateway = getGateway(context);
  const [list, ses] = await Promise.all([
    gateway.call(documentsContract.cabinetDocuments, {}),
    gateway.call(signing.canSesAgreement, {}),
  ]);
  return { items: list.items, counts: list.counts, canSES: ses.canSES };
}

const STATES: TDocumentState[] = ['to_sign', 'signed', 'uploaded'];
/** The badge of each state; the participles agree with the document's noun (documentStatus). */
const STATE_BADGE: Record<TDocumentState, { color: string; label: string }> = {
  to_sign: { color: 'orange', label: 'Ожидает подписи' },
  signed: { color: 'green', label: 'Подписан' },
  uploaded: { color: 'gray', label: 'Загружен' },
};

function formatDateTime(value: string): string {
  return formatMoscowDateTime(value);
}

export default function ClientDocuments({ loaderData }: Route.ComponentProps) {
  const { items, counts, canSES } = loaderData;
  const [params, setParams] = useSearchParams();
  const state = (STATES as string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as TDocumentState)
    : 'to_sign';
  const revalidator = useRevalidator();
  const [signingDocument, setSigningDocument] = useState<TCabinetDocument | null>(null);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();

  const upload = async (file: File | null, idDocument?: number) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      await signingApi.editDocument(file, idDocument);
      await revalidator.revalidate();
      if (!idDocument) setParams({ state: 'uploaded' }, { replace: true });
    } catch (reason) {
      setUploadError(reason instanceof SigningCallError ? reason.message : 'Не удалось загрузить файл');
    } finally {
      setUploading(false);
    }
  };

  const shown = items.filter((item) => item.state === state);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageTitle>Документы</PageTitle>
        <Group gap="xs">
          <PlainButton
            component={AppLink}
            to={COMPLIANCE_PAGES.hub}
            variant="light"
            leftSection={<IconFileCertificate size={18} />}
          >
            Анкеты и декларации
          </PlainButton>
          <FileButton
            onChange={(file) => upload(file)}
            accept="application/pdf,image/jpeg,image/png,.doc,.docx,.xls,.xlsx"
            disabled={!live}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconFileUpload size={18} />}
                loading={uploading}
                disabled={!live}
              >
                Загрузить документ
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      {!canSES && counts.to_sign > 0 && (
        <Alert color="blue" variant="light" title="Подписание с помощью ПЭП">
          <Text fz="sm" mb="xs">
            Чтобы подписывать документы кодом из SMS, примите соглашение об использовании простой электронной
            подписи.
          </Text>
          <PlainButton size="xs" onClick={() => setAgreementOpen(true)}>
            Принять соглашение
          </PlainButton>
        </Alert>
      )}
      {uploadError && (
        <Alert color="red" variant="light" withCloseButton onClose={() => setUploadError(undefined)}>
          {uploadError}
        </Alert>
      )}
      <Tabs value={state} onChange={(value) => setParams(value ? { state: value } : {}, { replace: true })}>
        <Tabs.List>
          {STATES.map((one) => (
            <Tabs.Tab
              key={one}
              value={one}
              rightSection={
                <MantineBadge size="xs" variant="light" circle>
                  {counts[one]}
                </MantineBadge>
              }
            >
              {DOCUMENT_STATE_TITLE[one]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {shown.length === 0 ? (
        <Text c="dimmed">
          {state === 'to_sign'
            ? 'Документов на подпись нет.'
            : state === 'signed'
              ? 'Подписанных документов пока нет.'
              : 'Вы ещё не загружали документы.'}
        </Text>
      ) : (
        <Stack gap="sm">
          {shown.map((item) => (
            <DocumentCard
              key={item.id}
              item={item}
              busy={uploading}
              onSign={() => setSigningDocument(item)}
              onReplace={(file) => upload(file, item.id)}
            />
          ))}
        </Stack>
      )}
      <SignDialog
        opened={signingDocument !== null}
        onClose={() => setSigningDocument(null)}
        title={signingDocument?.title ?? ''}
        requestCode={() => signingApi.signDocument(signingDocument?.id ?? 0)}
        sign={(code) => signingApi.signDocument(signingDocument?.id ?? 0, code)}
        certificate={
          signingDocument
            ? {
                documents: [
                  { id: signingDocument.id, title: signingDocument.title, src: signingDocument.src },
                ],
                submit: (cms, thumbprint) =>
                  signingApi.signDocumentByCertificate(
                    signingDocument.id,
                    cms[signingDocument.id] ?? '',
                    thumbprint,
                  ),
              }
            : undefined
        }
        onSigned={() => revalidator.revalidate()}
      />
      <Modal
        opened={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        title="Соглашение о простой электронной подписи"
        size="lg"
        centered
      >
        <SesAgreementPanel
          onAccepted={() => {
            setAgreementOpen(false);
            revalidator.revalidate();
          }}
        />
      </Modal>
    </Stack>
  );
}

function DocumentCard({
  item,
  busy,
  onSign,
  onReplace,
}: {
  item: TCabinetDocument;
  busy: boolean;
  onSign: () => void;
  onReplace: (file: File | null) => void;
}) {
  const badge = STATE_BADGE[item.state];
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();
  return (
    <MantinePaper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="document-card">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
            <Text fz="xs" c="dimmed">
              {item.entity_title}
              {item.entity_code ? ` ${item.entity_code}` : ''} · от {formatDateTime(item.created)}
            </Text>
          </div>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {item.state === 'to_sign' ? badge.label : documentStatus(item.title, badge.label)}
          </Badge>
        </Group>
        {item.signed && item.signedAt && (
          <Text fz="sm">
            {documentStatus(item.title, 'Подписан')} {formatDateTime(item.signedAt)} МСК
            {item.signer ? `, ${item.signer}` : ''}
            {item.method === 'csp' ? ' (КриптоПро)' : ' (ПЭП)'}
          </Text>
        )}
        <Group gap="xs">
          {item.state === 'to_sign' && (
            <PlainButton size="xs" leftSection={<IconSignature size={16} />} onClick={onSign}>
              Подписать
            </PlainButton>
          )}
          <PlainButton
            size="xs"
            variant="default"
            component="a"
            href={item.pdf_src}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={16} />}
          >
            Открыть
          </PlainButton>
          <PlainButton
            size="xs"
            variant="subtle"
            component="a"
            href={`${item.src}?download=1`}
            leftSection={<IconDownload size={16} />}
          >
            {item.signed ? 'Оригинал' : 'Скачать'}
          </PlainButton>
          {item.signed_src && (
            <PlainButton
              size="xs"
              variant="light"
              component="a"
              href={`${item.signed_src}?download=1`}
              leftSection={<IconDownload size={16} />}
              data-testid="signed-download"
            >
              Скачать подписанный
            </PlainButton>
          )}
          {item.can_replace && (
            <FileButton
              onChange={onReplace}
              accept="application/pdf,image/jpeg,image/png,.doc,.docx,.xls,.xlsx"
              disabled={!live || busy}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="subtle"
                  leftSection={<IconReplace size={16} />}
                  disabled={!live || busy}
                >
                  Заменить файл
                </Button>
              )}
            </FileButton>
          )}
        </Group>
      </Stack>
    </MantinePaper>
  );
}
