import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenWidth } from '../../../test/screen-width';
import { StepBar, type StepBarItem } from './step-bar';

const steps: StepBarItem[] = [
  { title: '提交申请', description: '2024-05-01 10:00' },
  { title: '平台审核', description: '预计 1 个工作日' },
  { title: '签约', description: '扫码签署合同' },
  { title: '完成' },
];

let restore = () => {};
afterEach(() => restore());

const root = () => document.querySelector('.step-bar')!;
const item = (title: string) => screen.getByText(title).closest('.ant-steps-item')!;

describe('StepBar', () => {
  it('marks steps before the current one finished, the current one in process, later ones waiting', () => {
    restore = screenWidth(1280);
    render(<StepBar steps={steps} current={1} />);
    expect(item('提交申请').className).toContain('ant-steps-item-finish');
    expect(item('平台审核').className).toContain('ant-steps-item-process');
    expect(item('签约').className).toContain('ant-steps-item-wait');
    expect(screen.getByText('预计 1 个工作日')).toBeTruthy();
    expect(root().className).toContain('ant-steps-horizontal');
  });

  it('shows a failed current step and per-step statuses', () => {
    restore = screenWidth(1280);
    render(<StepBar steps={[...steps.slice(0, 3), { title: '完成', status: 'wait' }]} current={1} status="error" />);
    expect(item('平台审核').className).toContain('ant-steps-item-error');
  });

  it('stacks vertically on a narrow screen (below 768 px) and when asked', () => {
    restore = screenWidth(600);
    const { unmount } = render(<StepBar steps={steps} current={0} />);
    expect(root().className).toContain('ant-steps-vertical');
    unmount();
    restore();
    restore = screenWidth(1280);
    render(<StepBar steps={steps} current={0} orientation="vertical" />);
    expect(root().className).toContain('ant-steps-vertical');
  });

  it('lets people go back to a step when clickable', () => {
    restore = screenWidth(1280);
    const onChange = vi.fn();
    render(<StepBar steps={steps} current={2} onChange={onChange} />);
    fireEvent.click(screen.getByText('提交申请'));
    expect(onChange).toHaveBeenCalledWith(0);
  });
});
