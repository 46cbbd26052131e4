import { Grid, Steps } from 'antd';
import type { ReactNode } from 'react';

export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

export interface StepBarItem {
  key?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Overrides the status the position gives (before current: finish, current: process, after: wait). */
  status?: StepStatus;
  disabled?: boolean;
}

export interface StepBarProps {
  steps: readonly StepBarItem[];
  /** The index of the current step, from 0. */
  current?: number;
  /** The current step's status, e.g. `error` for a rejected application. */
  status?: StepStatus;
  /** `auto` (default): vertical below 768 px, the console's mobile breakpoint; horizontal above. */
  orientation?: 'horizontal' | 'vertical' | 'auto';
  size?: 'small' | 'medium';
  /** Makes the steps clickable (a wizard that lets people go back). */
  onChange?: (current: number) => void;
}

/** Step bars (document 1 §2): an application's or a wizard's progress, stacked on narrow screens. */
export function StepBar({ steps, current = 0, status, orientation = 'auto', size = 'medium', onChange }: StepBarProps) {
  const screens = Grid.useBreakpoint();
  // Before the first measurement useBreakpoint answers {}: start horizontal, as on a desktop.
  const narrow = screens.md === false;
  const vertical = orientation === 'vertical' || (orientation === 'auto' && narrow);
  return (
    <Steps
      className="step-bar"
      orientation={vertical ? 'vertical' : 'horizontal'}
      responsive={false}
      size={size}
      current={current}
      status={status}
      onChange={onChange}
      items={steps.map((step, index) => ({ key: step.key ?? String(index), title: step.title, content: step.description, status: step.status, disabled: step.disabled }))}
    />
  );
}
