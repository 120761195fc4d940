import type { TWizardState } from '@agrolease/contracts/wizard';
import { Box, Progress } from '@mantine/core';
import { Group, Text } from '../plain/mantine-markup';
import { PlainStepper } from '../plain/plain-stepper';
import classes from './wizard-stepper.module.css';

const STEPPER_CLASSES = {
  root: classes.stepper,
  step: classes.step,
  stepBody: classes.stepBody,
  stepLabel: classes.stepLabel,
  separator: classes.separator,
};

interface WizardStepperProps {
  wizard: TWizardState;
  disabled?: boolean;
  onOpen: (step: number) => void;
  /** The name of the steps' navigation for screen readers. */
  label?: string;
}

/**
 * The wizard's steps (wizard.steps): a Mantine Stepper naming every step on wider screens; on a
 * phone the current step's name with "Шаг N из M", a progress bar and a row of numbered steps,
 * each named "Шаг N: …" (issue 16). Only available steps can be opened.
 */
export function WizardStepper({
  wizard,
  disabled = false,
  onOpen,
  label = 'Шаги заявки',
}: WizardStepperProps) {
  const total = wizard.steps.length;
  const index = Math.max(
    0,
    wizard.steps.findIndex((step) => step.step === wizard.step),
  );
  const current = wizard.steps[index];
  const open = (at: number) => {
    const step = wizard.steps[at];
    if (step?.available && !disabled && step.step !== wizard.step) onOpen(step.step);
  };
  return (
    <nav aria-label={label}>
      <Box hiddenFrom="md" data-testid="wizard-steps-compact">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} fz="sm">
            {current?.title}
          </Text>
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            Шаг {index + 1} из {total}
          </Text>
        </Group>
        <Progress value={wizard.finished ? 100 : ((index + 1) / total) * 100} size="sm" mt={6} aria-hidden />
        <ol className={classes.dots}>
          {wizard.steps.map((step, at) => (
            <li key={step.step}>
              <button
                type="button"
                className={classes.dot}
                aria-label={`Шаг ${step.step}: ${step.title}`}
                title={step.title}
                aria-current={step.step === wizard.step ? 'step' : undefined}
                data-done={wizard.finished || at < index || undefined}
                disabled={!step.available || disabled}
                onClick={() => open(at)}
              >
                {step.step}
              </button>
            </li>
          ))}
        </ol>
      </Box>
      <Box visibleFrom="md">
        <PlainStepper
          active={wizard.finished ? total : index}
          size="xs"
          classNames={STEPPER_CLASSES}
          onStepClick={open}
          steps={wizard.steps.map((step) => ({
            label: step.title,
            allowSelect: step.available && !disabled,
            'aria-current': step.step === wizard.step ? 'step' : undefined,
          }))}
        />
      </Box>
    </nav>
  );
}
