import type { CSSProperties } from 'react';

export interface PlainStep {
  label: string;
  /** whether a click opens it; by default the steps before the active one when `onStepClick` is given */
  allowSelect?: boolean;
  'aria-current'?: 'step';
}

export interface PlainStepperProps {
  /** the step in progress (0-based); the steps before it are completed, `steps.length` completes all */
  active: number;
  steps: readonly PlainStep[];
  /** Mantine's size; without one, its stylesheet's defaults */
  size?: 'xs' | 'sm';
  orientation?: 'horizontal' | 'vertical';
  onStepClick?: (index: number) => void;
  classNames?: Partial<Record<'root' | 'step' | 'stepBody' | 'stepLabel' | 'separator', string>>;
  /** Mantine's `hiddenFrom`/`visibleFrom` as their classes (`mantine-hidden-from-sm`) */
  className?: string;
  /** names the group of steps for a screen reader */
  'aria-label'?: string;
}

/** Mantine's check of a completed step, shown as its pop transition ends. */
const COMPLETED_ICON_STYLE: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '200ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center center',
  opacity: 1,
  transform: 'scale(1)',
};

const withClass = (extra: string | undefined, classes: string) => (extra ? `${extra} ${classes}` : classes);

/**
 * Mantine's `Stepper` with `Stepper.Step`s of a label each (no content under it), as the markup
 * Mantine writes (mantine-markup.test.ts compares the two): a wizard's steps and a deal's stages
 * are on many cabinet pages, the supplies list draws two a deal, and Mantine's costs about as much
 * as nine of its buttons to render (decision 0192). The completed check is drawn where Mantine's
 * pop transition ends. The steps are a `group` (Mantine's plain `div` gives a label nothing to
 * name).
 */
export function PlainStepper({
  active,
  steps,
  size,
  orientation = 'horizontal',
  onStepClick,
  classNames = {},
  className,
  'aria-label': ariaLabel,
}: PlainStepperProps) {
  const horizontal = orientation === 'horizontal';
  const rootClasses = withClass(classNames.root, 'm_cbb4ea7e mantine-Stepper-root');
  return (
    // biome-ignore lint/a11y/useSemanticElements: Mantine's stylesheet lays out a div; a fieldset brings a border, padding and a minimum width of its own
    <div
      style={
        size
          ? ({
              '--stepper-icon-size': `var(--stepper-icon-size-${size})`,
              '--stepper-fz': `var(--mantine-font-size-${size})`,
              '--stepper-spacing': `var(--mantine-spacing-${size})`,
            } as CSSProperties)
          : undefined
      }
      className={className ? `${rootClasses} ${className}` : rootClasses}
      data-size={size}
      aria-label={ariaLabel}
      role="group"
    >
      <div
        className="m_aaf89d0b mantine-Stepper-steps"
        data-orientation={orientation}
        data-icon-position="left"
        data-label-position={horizontal ? 'right' : undefined}
        data-wrap={horizontal || undefined}
      >
        {steps.flatMap((step, index) => {
          const completed = index < active;
          const progress = index === active;
          const allowClick = onStepClick !== undefined && (step.allowSelect ?? completed);
          const state = { 'data-progress': progress || undefined, 'data-completed': completed || undefined };
          const button = (
            <button
              key={`step-${step.label}`}
              className={`mantine-focus-auto ${horizontal ? 'm_f56b1e2c' : 'm_833edb7e'} ${withClass(classNames.step, 'm_cbb57068 mantine-Stepper-step')} m_87cf2631 mantine-UnstyledButton-root`}
              data-icon-position="left"
              data-allow-click={allowClick || undefined}
              data-label-position={horizontal ? 'right' : undefined}
              type="button"
              {...state}
              aria-current={step['aria-current']}
              tabIndex={allowClick ? 0 : -1}
              onClick={allowClick ? () => onStepClick?.(index) : undefined}
            >
              <span className="m_818e70b mantine-Stepper-stepWrapper">
                <span className="m_1959ad01 mantine-Stepper-stepIcon" {...state}>
                  {completed ? (
                    <span
                      className="m_a79331dc mantine-Stepper-stepCompletedIcon"
                      style={COMPLETED_ICON_STYLE}
                    >
                      <svg
                        viewBox="0 0 10 7"
                        fill="none"
                        xmlns="http://www.w3.org/2000/svg"
                        style={{ width: '60%', height: '60%' }}
                        aria-hidden="true"
                      >
                        <path
                          d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
                          fill="currentColor"
                          fillRule="evenodd"
                          clipRule="evenodd"
                        />
                      </svg>
                    </span>
                  ) : (
                    <span className="m_8faaac38 mantine-Stepper-stepIconContent">{index + 1}</span>
                  )}
                </span>
                {!horizontal && (
                  <span
                    className="m_6496b3f3 mantine-Stepper-verticalSeparator"
                    data-active={completed || undefined}
                  />
                )}
              </span>
              <span
                className={withClass(classNames.stepBody, 'm_1956aa2a mantine-Stepper-stepBody')}
                data-orientation={orientation}
                data-icon-position="left"
              >
                <span className={withClass(classNames.stepLabel, 'm_12051f6c mantine-Stepper-stepLabel')}>
                  {step.label}
                </span>
              </span>
            </button>
          );
          if (!horizontal || index === steps.length - 1) return [button];
          return [
            button,
            <div
              key={`separator-${step.label}`}
              className={withClass(classNames.separator, 'm_2a371ac9 mantine-Stepper-separator')}
              data-active={completed || undefined}
              data-orientation={orientation}
            />,
          ];
        })}
      </div>
    </div>
  );
}
