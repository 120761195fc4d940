import { agent, geo, isGatewayError } from '@agrolease/contracts';
import { readableRegion } from '@agrolease/domain';
import { Button, Select, Textarea } from '@mantine/core';
import { IconEdit, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { data, redirect } from 'react-router';
import { NewContractorForm } from '../../../components/agent/new-contractor-form';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
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
  const [manual, setManual] = useState(actionData?.manual ?? false);
  // The register did not know the INN: the manual entry opens by itself.
  useEffect(() => {
    if (actionData?.manual) setManual(true);
  }, [actionData]);
  const [region, setRegion] = useState<string | null>(null);
  const fields: FieldErrors = actionData?.fields ?? {};
  return (
    <NewContractorForm
      listHref="/cabinet/v2/agent/contractors"
      intro={
        manual
          ? 'Организации нет в реестре: введите её данные. Контрагент будет отмечен «не проверено», пока менеджер Агролизинга не проверит его.'
          : 'Введите ИНН компании или ИП. Название, ОГРН, КПП и город подставятся из реестра организаций.'
      }
      sent={actionData && { inn: actionData.inn, error: fields.inn }}
      error={actionData?.error}
      submit={
        manual
          ? { label: 'Добавить без проверки', icon: <IconEdit size={18} /> }
          : { label: 'Найти и добавить', icon: <IconSearch size={18} /> }
      }
      other={
        <Button
          type="button"
          variant="subtle"
          onClick={() => setManual(!manual)}
          w={{ base: '100%', xs: 'auto' }}
        >
          {manual ? 'Искать в реестре' : 'Нет в реестре? Ввести вручную'}
        </Button>
      }
    >
      {manual && (
        <>
          <input type="hidden" name="manual" value="1" />
          <PlainTextInput
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
    </NewContractorForm>
  );
}
