import { isGatewayError, reo } from '@agrolease/contracts';
import { IconPlus } from '@tabler/icons-react';
import { data, redirect } from 'react-router';
import { NewContractorForm } from '../../../components/agent/new-contractor-form';
import { PlainTextInput } from '../../../components/plain/plain-text-input';
import { REO_BASE } from '../../../components/reo/reo-sections';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/contractor-new';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Новый контрагент', description: 'Хозяйство региона по ИНН.' }),
  { name: 'robots', content: 'noindex' },
];

const FIELDS = ['inn', 'title', 'head', 'city'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    FIELDS.map((name) => [name, String(form.get(name) ?? '').trim()]),
  ) as Values;
  try {
    await getGateway(context).call(reo.reoContractorAdd, values);
    return redirect(`${REO_BASE}/contractors?added=1`);
  } catch (error) {
    if (isGatewayError(error) && error.status === 400) {
      const errors: Partial<Values> = {};
      for (const item of error.reply.errors_list ?? []) {
        if ((FIELDS as readonly string[]).includes(item.prop)) errors[item.prop as keyof Values] = item.error;
      }
      return data({ values, errors, message: error.reply.error_message }, { status: 400 });
    }
    throw error;
  }
}

/** A farm of the region by INN (spec 1 §2 `contractors/new`; decision 0088). */
export default function ReoContractorNew({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  return (
    <NewContractorForm
      listHref={`${REO_BASE}/contractors`}
      intro="Хозяйство вашего региона, которое обращается за поддержкой по лизингу."
      sent={actionData && { inn: actionData.values.inn, error: errors.inn }}
      error={actionData && Object.keys(errors).length === 0 ? actionData.message : undefined}
      submit={{ label: 'Добавить', icon: <IconPlus size={18} /> }}
    >
      <PlainTextInput
        name="title"
        label="Название"
        required
        maxLength={200}
        defaultValue={actionData?.values.title}
        error={errors.title}
      />
      <PlainTextInput
        name="head"
        label="Руководитель"
        maxLength={120}
        defaultValue={actionData?.values.head}
        error={errors.head}
      />
      <PlainTextInput
        name="city"
        label="Населённый пункт"
        maxLength={120}
        defaultValue={actionData?.values.city}
        error={errors.city}
      />
    </NewContractorForm>
  );
}
