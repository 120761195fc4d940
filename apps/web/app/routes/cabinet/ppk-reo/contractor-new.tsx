import { isGatewayError, reo } from '@agrolease/contracts';
import { Button, Paper as MantinePaper, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { innProblem } from '../../../components/agent/contractor-inn';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { Group, PageTitle, Stack, Text } from '../../../components/plain/mantine-markup';
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
  const navigation = useNavigation();
  const [inn, setInn] = useState(actionData?.values.inn ?? '');
  const [touched, setTouched] = useState(false);
  const local = touched && inn !== '' ? innProblem(inn) : null;
  const innError = local ?? (inn === actionData?.values.inn ? actionData?.errors.inn : undefined);
  const errors = actionData?.errors ?? {};
  const unplaced = actionData && Object.keys(errors).length === 0 ? actionData.message : undefined;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Контрагенты', href: `${REO_BASE}/contractors` },
          { title: 'Новый контрагент', href: `${REO_BASE}/contractors/new` },
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
            <Text fz="sm">Хозяйство вашего региона, которое обращается за поддержкой по лизингу.</Text>
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
              error={innError}
            />
            <TextInput
              name="title"
              label="Название"
              required
              maxLength={200}
              defaultValue={actionData?.values.title}
              error={errors.title}
            />
            <TextInput
              name="head"
              label="Руководитель"
              maxLength={120}
              defaultValue={actionData?.values.head}
              error={errors.head}
            />
            <TextInput
              name="city"
              label="Населённый пункт"
              maxLength={120}
              defaultValue={actionData?.values.city}
              error={errors.city}
            />
            {unplaced && (
              <Text c="red" fz="sm">
                {unplaced}
              </Text>
            )}
            <Group>
              <Button
                type="submit"
                leftSection={<IconPlus size={18} />}
                loading={navigation.state === 'submitting'}
                w={{ base: '100%', xs: 'auto' }}
              >
                Добавить
              </Button>
            </Group>
          </Stack>
        </Form>
      </MantinePaper>
    </Stack>
  );
}
