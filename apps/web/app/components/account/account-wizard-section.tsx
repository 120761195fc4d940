import type { TAccountWizardReply } from '@agrolease/contracts/account';
import { Alert, Button } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { useHydrated } from '../deferred/deferred';
import { Badge, Group, Paper, Stack, Title } from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';
import { DynamicForm, type FieldProps, FormField } from '../wizard/dynamic-form';
import { LeaveWizardDialog } from '../wizard/leave-wizard-dialog';
import { useWizard } from '../wizard/use-wizard';
import { WizardStepper } from '../wizard/wizard-stepper';
import { passTypeItems } from './pass-type';
import { askAgainUnlessVisited } from './visited-rule';

/**
 * The account wizard (SetAccountWizard, decision 0066): the user, the company, the person, the
 * identity document and a check, posted as wrapper[field]. Choosing another document asks
 * checkPassType for its fields.
 */
export function AccountWizardSection({ initial }: { initial: TAccountWizardReply }) {
  // The wizard lives on its own replies: the page's reloads (after a form is saved) leave it be.
  const [first] = useState(initial);
  const wizard = useWizard<TAccountWizardReply>({
    path: '/srv/SetAccountWizard',
    initial: first,
    wrap: 'wrapper',
    askAgain: askAgainUnlessVisited,
  });
  const { reply, values, errors, message, pending, setValue, submit, open, accept, refreshUntyped } = wizard;
  const state = reply.wizard;

  // The page's data reloaded (a form below saved the same values): the step on screen shows them
  // in the fields the user has not touched, or its next «Далее» would post the old ones back
  // (a SNILS saved below came back empty; decision 0116).
  useEffect(() => {
    if (initial !== first) refreshUntyped(initial);
  }, [initial, first, refreshUntyped]);

  const passType = useCallback(
    (props: FieldProps) => (
      <FormField
        {...props}
        renderers={{}}
        onChange={(next) => {
          props.onChange(next);
          if (typeof next !== 'string' || !next) return;
          void passTypeItems(next).then((items) => {
            if (!items) return;
            accept({ ...reply, FormBuilder: { ...reply.FormBuilder, items } });
            // The chosen document counts as typed: a reload of the page's data arriving later (the
            // previous step's save) must not take it back to the stored, empty one.
            setValue('pass_type', next);
            // Fields both documents have (number, dates, address) keep what was typed.
            for (const item of items) {
              const typed = values[item.field];
              if (item.field !== 'pass_type' && typed !== undefined && typed !== null && typed !== '')
                setValue(item.field, typed);
            }
          });
        }}
      />
    ),
    [accept, reply, values, setValue],
  );

  // A saved step changes the forms below: reload the page's data once the address shows the new step.
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (!stale || searchParams.get('step') !== String(state.step)) return;
    setStale(false);
    void revalidator.revalidate();
  }, [stale, searchParams, state.step, revalidator]);
  const save = async () => {
    if (await submit()) setStale(true);
  };

  const last = state.nextstep === null;
  // A click on the server's page, before it is live, would be lost (typing is kept: decision 0144).
  const live = useHydrated();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="account-wizard">
      <LeaveWizardDialog leaving={wizard.leaving} />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Анкета учётной записи
          </Title>
          {state.finished && (
            <Badge color="green" variant="light">
              Анкета заполнена
            </Badge>
          )}
        </Group>
        <WizardStepper
          wizard={state}
          disabled={pending}
          onOpen={(step) => void open(step)}
          label="Шаги анкеты"
        />
        <DynamicForm
          items={reply.FormBuilder.items}
          values={values}
          errors={errors}
          message={message}
          disabled={pending}
          onChange={setValue}
          renderers={{ pass_type: passType }}
        />
        {last && state.finished && (
          <Alert color="green" variant="light" role="status">
            Данные анкеты сохранены. Их можно изменить на любом шаге или в разделах ниже.
          </Alert>
        )}
        <Group justify="space-between">
          <PlainButton
            variant="default"
            disabled={!live || pending || state.step <= 1}
            onClick={() => void open(state.step - 1)}
          >
            Назад
          </PlainButton>
          <Button loading={pending} disabled={!live} onClick={() => void save()}>
            {last ? 'Подтвердить' : 'Далее'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
