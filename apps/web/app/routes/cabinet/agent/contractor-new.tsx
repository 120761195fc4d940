import { agent, geo, isGatewayError } from '@agrolease/contracts';
import { readableRegion } from '@agrolease/domain';
import { Alert, Button, Paper as MantinePaper, Select, Textarea, TextInput } from '@mantine/core';
import { IconEdit, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { innProblem } from '../../../components/agent/contractor-inn';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { Group, PageTitle, Stack, Text } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/contractor-new';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Новый контрагент', description: 'Добавление контрагента по ИНН.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { items } = await getGateway(context).call(geo.listRegions, {});
  return {
    regions: items
      .map((item) => readableRegion(item.title_with_type))
      .sort((a, b) => a.localeCompare(b, 'ru')),
  };
}

type FieldErrors = Partial<Record<'inn' | 'title' | 'region' | 'address', string>>;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const inn = text('inn');
  const manual = text('manual') === '1';
  try {
    const reply = await getGateway(context).call(
      agent.agentContractorAdd,
      manual
        ? { inn, manual: '1', title: text('title'), region: text('region'), address: text('address') }
        : { inn },
    );
    return redirect(`/cabinet/v2/agent/contractors/${reply.item.id}?added=${manual ? 'manual' : '1'}`);
  } catch (error) {
    if (isGatewayError(error) && error.status < 500 && error.status !== 401 && error.status !== 403) {
      const list = error.reply.errors_list ?? [];
      const fields: FieldErrors = {};
      for (const item of list) {
        if (item.prop in { inn: 1, title: 1, region: 1, address: 1 }) {
          fields[item.prop as keyof FieldErrors] ??= item.error;
        }
      }
      // A company the register does not know: the form opens the manual entry (decision 0179).
      const offerManual = manual || list.some((item) => item.prop === 'manual');
      const message = list.length === 0 ? error.reply.error_message : undefined;
      return data({ inn, fields, manual: offerManual, error: message }, { status: 400 });
    }
    if (isGatewayError(error) && error.status === 503) {
      return data({ inn, fields: {}, manual, error: error.reply.error_message }, { status: 503 });
    }
    throw error;
  }
}

/** A new contractor by INN, or by hand when the register does not know it (spec 1 §2; decisions 0087, 0179). */
export default function AgentContractorNew({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [inn, setInn] = useState(actionData?.inn ?? '');
  const [touched, setTouched] = useState(false);
  const [manual, setManual] = useState(actionData?.manual ?? false);
  // The register did not know the INN: the manual entry opens by itself.
  useEffect(() => {
    if (actionData?.manual) setManual(true);
  }, [actionData]);
  const [region, setRegion] = useState<string | null>(null);
  const fields: FieldErrors = actionData?.fields ?? {};
  const local = touched && inn !== '' ? innProblem(inn) : null;
  const shownError = local ?? (inn === actionData?.inn ? fields.inn : undefined);
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Контрагенты', href: '/cabinet/v2/agent/contractors' },
          { title: 'Новый контрагент', href: '/cabinet/v2/agent/contractors/new' },
        ]}
      />
      <PageTitle>Новый контрагент</PageTitle>
      <MantinePaper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={560}>
        <Form
          method="post"
          onSubmit={(event) => {
            setTouched(true);
            if (innProblem(inn)) event.preventDefault();
          }}
        >
          <Stack gap="md">
            <Text fz="sm">
              {manual
                ? 'Организации нет в реестре: введите её данные. Контрагент будет отмечен «не проверено», пока менеджер Агролизинга не проверит его.'
                : 'Введите ИНН компании или ИП. Название, ОГРН, КПП и город подставятся из реестра организаций.'}
            </Text>
            <TextInput
              name="inn"
              label="ИНН"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              required
              value={inn}
              onChange={(event) => setInn(event.currentTarget.value.replace(/\D/g, ''))}
              onBlur={() => setTouched(true)}
              error={shownError}
            />
            {manual && (
              <>
                <input type="hidden" name="manual" value="1" />
                <TextInput
                  name="title"
                  label="Название организации"
                  placeholder="КФХ Иванов И. И."
                  required
                  maxLength={300}
                  error={fields.title}
                />
                <Select
                  name="region"
                  label="Регион"
                  placeholder="Выберите регион"
                  data={loaderData.regions}
                  value={region}
                  onChange={setRegion}
                  searchable
                  required
                  nothingFoundMessage="Ничего не найдено"
                  error={fields.region}
                />
                <Textarea
                  name="address"
                  label="Адрес"
                  placeholder="Село, улица, дом"
                  autosize
                  minRows={2}
                  required
                  maxLength={500}
                  error={fields.address}
                />
              </>
            )}
            {actionData?.error && <Alert color="red">{actionData.error}</Alert>}
            <Group justify="space-between" gap="sm">
              <Button
                type="submit"
                leftSection={manual ? <IconEdit size={18} /> : <IconSearch size={18} />}
                loading={navigation.state === 'submitting'}
                w={{ base: '100%', xs: 'auto' }}
              >
                {manual ? 'Добавить без проверки' : 'Найти и добавить'}
              </Button>
              <Button
                type="button"
                variant="subtle"
                onClick={() => setManual(!manual)}
                w={{ base: '100%', xs: 'auto' }}
              >
                {manual ? 'Искать в реестре' : 'Нет в реестре? Ввести вручную'}
              </Button>
            </Group>
          </Stack>
        </Form>
      </MantinePaper>
    </Stack>
  );
}
