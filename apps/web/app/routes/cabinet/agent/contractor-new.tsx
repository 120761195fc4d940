import { agent, isGatewayError } from '@agrolease/contracts';
import { Alert, Button, Paper as MantinePaper, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
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

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const inn = String(form.get('inn') ?? '').trim();
  try {
    const reply = await getGateway(context).call(agent.agentContractorAdd, { inn });
    return redirect(`/cabinet/v2/agent/contractors/${reply.item.id}?added=1`);
  } catch (error) {
    if (isGatewayError(error) && error.status < 500 && error.status !== 401 && error.status !== 403) {
      const field = error.reply.errors_list?.find((item) => item.prop === 'inn');
      return data({ inn, error: field?.error ?? error.reply.error_message }, { status: 400 });
    }
    if (isGatewayError(error) && error.status === 503) {
      return data({ inn, error: error.reply.error_message }, { status: 503 });
    }
    throw error;
  }
}

/** A new contractor by INN (spec 1 §2 `contractors/new`; decision 0087). */
export default function AgentContractorNew({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [inn, setInn] = useState(actionData?.inn ?? '');
  const [touched, setTouched] = useState(false);
  const local = touched && inn !== '' ? innProblem(inn) : null;
  const shownError = local ?? (inn === actionData?.inn ? actionData?.error : undefined);
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
              Введите ИНН компании или ИП. Название, ОГРН, КПП и город подставятся из реестра организаций.
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
            {actionData?.error && !shownError && inn !== actionData.inn && (
              <Alert color="gray">Проверьте ИНН и нажмите «Найти и добавить».</Alert>
            )}
            <Group>
              <Button
                type="submit"
                leftSection={<IconSearch size={18} />}
                loading={navigation.state === 'submitting'}
                w={{ base: '100%', xs: 'auto' }}
              >
                Найти и добавить
              </Button>
            </Group>
          </Stack>
        </Form>
      </MantinePaper>
    </Stack>
  );
}
