import { formatMoscowLongDate, type TimelineStep } from '@agrolease/domain';
import { Timeline } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { Text } from '../plain/mantine-markup';
import { SectionCard } from './section-card';

/**
 * Where an object stands (decision 0177): the steps passed with their days, the next one with
 * who acts and the day it is expected by, the later ones dimmed. Mantine's Timeline, in its own
 * card, or bare inside a list's card (`bare`, decision 0183).
 */
export function StepsTimeline({
  steps,
  title = 'Ход рассмотрения',
  testId = 'steps-timeline',
  bare = false,
}: {
  steps: TimelineStep[];
  title?: string;
  testId?: string;
  bare?: boolean;
}) {
  const timeline = <StepsList steps={steps} small={bare} />;
  if (bare) {
    return <div data-testid={testId}>{timeline}</div>;
  }
  return (
    <SectionCard title={title} testId={testId}>
      {timeline}
    </SectionCard>
  );
}

function StepsList({ steps, small }: { steps: TimelineStep[]; small: boolean }) {
  const passed = steps.filter((step) => step.state === 'done').length;
  return (
    <Timeline
      bulletSize={small ? 18 : 22}
      lineWidth={2}
      active={passed - 1}
      color="green"
      styles={small ? { itemTitle: { fontSize: 'var(--mantine-font-size-sm)' } } : undefined}
    >
      {steps.map((step) => (
        <Timeline.Item
          key={step.title}
          title={step.title}
          bullet={
            step.state === 'done' ? (
              <IconCheck size={13} />
            ) : step.state === 'next' ? (
              <IconClock size={13} />
            ) : undefined
          }
          color={step.state === 'next' ? 'blue' : undefined}
          data-state={step.state}
        >
          {step.state === 'done' && step.day && (
            <Text fz="sm" c="dimmed">
              {formatMoscowLongDate(step.day)}
            </Text>
          )}
          {step.state === 'next' && step.waiting && (
            <Text fz="sm" c="blue.8" fw={500}>
              {step.waiting}
            </Text>
          )}
          {step.state === 'later' && (
            <Text fz="sm" c="dimmed">
              Впереди
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
