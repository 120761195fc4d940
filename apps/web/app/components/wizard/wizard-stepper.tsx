import type { TWizardState } from '@agrolease/contracts/wizard';
import { Box, Group, Progress, Stepper, Text } from '@mantine/core';

interface WizardStepperProps {
  wizard: TWizardState;
  disabled?: boolean;
  onOpen: (step: number) => void;
  /** The name of the steps' navigation for screen readers. */
  label?: string;
}

/**
 * The wizard's steps (wizard.steps): a Mantine Stepper on wider screens, a compact
 * "Шаг N из M" with a progress bar on a phone. Only available steps can be opened.
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
      </Box>
      <Box visibleFrom="md">
        <Stepper
          active={wizard.finished ? total : index}
          size="xs"
          onStepClick={(at) => {
            const step = wizard.steps[at];
            if (step?.available && !disabled && step.step !== wizard.step) onOpen(step.step);
          }}
          allowNextStepsSelect={false}
        >
          {wizard.steps.map((step) => (
            <Stepper.Step
              key={step.step}
              // Eight labels do not fit beside the menu: the current step shows its title, the others a tooltip.
              label={step.step === wizard.step ? step.title : undefined}
              title={step.title}
              aria-label={`Шаг ${step.step}: ${step.title}`}
              allowStepSelect={step.available && !disabled}
              aria-current={step.step === wizard.step ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </Box>
    </nav>
  );
}
