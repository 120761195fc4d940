import { supplierContent as contract } from '@agrolease/contracts';
import { CONTENT_CARD_PAGE } from '@agrolease/contracts/supplier-content-values';
import { Alert, Button, Checkbox, FileButton, Image, Progress, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { useHydrated } from '../../../components/deferred/deferred';
import { PhoneInput } from '../../../components/forms/phone-input';
import { Anchor, Group, PageTitle, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { ContentTabs } from '../../../components/supplier/content-tabs';
import { uploadFile, uploadProblem } from '../../../components/wizard/upload-file';
import { getGateway } from '../../../lib/gateway.server';
import { readForm } from '../../../lib/request-form.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/content-card';
import { refusal, supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Карточка компании',
    description: 'Что видят посетители на странице поставщика.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { reply, locked } = await supplierCall(getGateway(context).call(contract.supplierContentCard, {}));
  return { card: reply?.card ?? null, locked };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? '');
  try {
    const logo = text('id_File_logo');
    await getGateway(context).call(contract.supplierContentCardSave, {
      description: text('description'),
      site: text('site'),
      phone: text('phone'),
      email: text('email'),
      ...(logo ? { id_File_logo: logo } : {}),
      remove_logo: form.get('remove_logo') === '1' ? '1' : '0',
    } as never);
    return { ok: true as const };
  } catch (error) {
    return refusal(error);
  }
}

/** Uploads an image through SetFile; the form sends its id as id_File_logo. */
function LogoUpload({ current }: { current: string | null }) {
  const [fileId, setFileId] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();
  async function choose(file: File | null) {
    if (!file) return;
    const tooLarge = uploadProblem(file);
    if (tooLarge) {
      setProblem(tooLarge);
      return;
    }
    setProblem('');
    setProgress(0);
    try {
      const stored = await uploadFile(file, setProgress);
      setFileId(stored.id);
      setPreview(URL.createObjectURL(file));
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Не удалось загрузить файл');
    } finally {
      setProgress(null);
    }
  }
  const shown = preview ?? current;
  return (
    <Stack gap="xs">
      <Text fw={500} fz="sm">
        Логотип
      </Text>
      {shown ? (
        <Image src={shown} alt="Логотип компании" h={80} w="auto" fit="contain" style={{ maxWidth: 240 }} />
      ) : (
        <Text fz="sm" c="dimmed">
          Логотип не загружен
        </Text>
      )}
      <input type="hidden" name="id_File_logo" value={fileId ?? ''} />
      <Group gap="xs" wrap="wrap">
        <FileButton
          onChange={choose}
          accept="image/png,image/jpeg,image/webp"
          disabled={!live || progress !== null}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={progress !== null}
              disabled={!live}
            >
              {shown ? 'Заменить логотип' : 'Загрузить логотип'}
            </Button>
          )}
        </FileButton>
        {current && !fileId && <Checkbox name="remove_logo" value="1" label="Убрать логотип" />}
      </Group>
      {progress !== null && (
        <Progress value={progress} size="sm" animated aria-label={`Загрузка: ${progress}%`} />
      )}
      {problem && (
        <Text c="red" fz="sm" role="alert">
          {problem}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        PNG, JPEG или WebP. Сохраните карточку, чтобы логотип появился на странице.
      </Text>
    </Stack>
  );
}

/** The company card shown on /providers/{id}/: live at once, no moderation (decision 0111). */
export default function SupplierContentCard({ loaderData }: Route.ComponentProps) {
  const { card, locked } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : undefined;
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Карточка компании', href: CONTENT_CARD_PAGE }]} />
      <PageTitle>Карточка компании</PageTitle>
      <ContentTabs />
      {locked && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {locked}
        </Alert>
      )}
      {card && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Text fz="sm" c="dimmed" mb="md">
            Эти сведения сразу видят посетители <Anchor to={card.public_url}>страницы компании</Anchor> на
            сайте.
          </Text>
          {result?.ok && (
            <Alert color="green" icon={<IconCheck />} mb="md" role="status">
              Карточка сохранена и уже видна на сайте
            </Alert>
          )}
          {failed && Object.keys(failed.errors).length === 0 && (
            <Alert color="red" icon={<IconAlertCircle />} mb="md" role="alert">
              {failed.message}
            </Alert>
          )}
          <Form method="post">
            <Stack gap="sm">
              <Text fw={600}>{card.title}</Text>
              <Textarea
                name="description"
                label="О компании"
                defaultValue={card.description}
                autosize
                minRows={4}
                maxLength={4000}
                error={failed?.errors.description}
              />
              <PlainTextInput
                name="site"
                label="Сайт"
                placeholder="example.ru"
                defaultValue={card.site}
                maxLength={200}
                error={failed?.errors.site}
              />
              <PhoneInput
                name="phone"
                label="Телефон"
                placeholder="+7 (473) 200-10-20"
                defaultValue={card.phone}
                maxLength={40}
                error={failed?.errors.phone}
              />
              <PlainTextInput
                name="email"
                label="E-mail"
                type="email"
                defaultValue={card.email}
                maxLength={200}
                error={failed?.errors.email}
              />
              <LogoUpload current={card.logo?.url ?? null} />
              {failed?.errors.id_File_logo && (
                <Text c="red" fz="sm" role="alert">
                  {failed.errors.id_File_logo}
                </Text>
              )}
              <Button
                type="submit"
                loading={navigation.state === 'submitting'}
                style={{ alignSelf: 'flex-start' }}
              >
                Сохранить
              </Button>
            </Stack>
          </Form>
        </Paper>
      )}
    </Stack>
  );
}
