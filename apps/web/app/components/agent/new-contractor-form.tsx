import { Alert, Button, Paper as MantinePaper, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { CabinetCrumbs } from '../cabinet/cabinet-crumbs';
import { Group, PageTitle, Stack, Text } from '../plain/mantine-markup';
import { innProblem } from './contractor-inn';

/**
 * «Новый контрагент» of the agent's and the fund's cabinets (decisions 0087, 0088): the INN,
 * checked before it is sent (10 or 12 digits, the check number), then the cabinet's own fields
 * and buttons. The page's action answers what the gateway said of the INN and of the rest.
 */
export function NewContractorForm({
  listHref,
  intro,
  sent,
  children,
  error,
  submit,
  other,
}: {
  /** the cabinet's contractors, where the crumbs lead */
  listHref: string;
  /** the line above the fields: what to enter and what happens then */
  intro: ReactNode;
  /** the INN the action was sent and what the gateway said of it */
  sent?: { inn: string; error?: string };
  /** the fields after the INN */
  children?: ReactNode;
  /** what the gateway said of the whole form */
  error?: string;
  submit: { label: string; icon: ReactNode };
  /** a second button beside «submit» */
  other?: ReactNode;
}) {
  const navigation = useNavigation();
  const [inn, setInn] = useState(sent?.inn ?? '');
  const [touched, setTouched] = useState(false);
  const local = touched && inn !== '' ? innProblem(inn) : null;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Контрагенты', href: listHref },
          { title: 'Новый контрагент', href: `${listHref}/new` },
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
            <Text fz="sm">{intro}</Text>
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
              error={local ?? (inn === sent?.inn ? sent.error : undefined)}
            />
            {children}
            {error && <Alert color="red">{error}</Alert>}
            <Group justify="space-between" gap="sm">
              <Button
                type="submit"
                leftSection={submit.icon}
                loading={navigation.state === 'submitting'}
                w={{ base: '100%', xs: 'auto' }}
              >
                {submit.label}
              </Button>
              {other}
            </Group>
          </Stack>
        </Form>
      </MantinePaper>
    </Stack>
  );
}
