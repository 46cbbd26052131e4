import { fireEvent, screen, waitFor } from '@testing-library/react';
import { keyResultProgress, objectiveProgress, okrCheckinList, okrKeyResultProgress, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { CheckinDialog } = await import('./shared');

const keyResult = {
  id: 7, objective: 3, title: '投诉平均处理时长', start_value: 48, target_value: 24, current_value: 40, unit: '小时', weight: 30, owner: 2, owner_name: '王芳',
  due_date: '2026-12-15', status: 1, status_name: '正常', progress: 33.3, checkin_count: 1, create_time: '', update_time: '',
};

const answer = (call: CallDefinition, body: Record<string, unknown>) => {
  if (call === okrCheckinList) {
    return Promise.resolve({
      row: [{ id: 1, key_result: 7, previous_value: 48, value: 40, progress: 33.3, status: 1, status_name: '正常', note: '值班表调整', manager: 2, manager_name: '王芳', create_time: '2026-10-25T02:00:00Z' }],
      paging_header: { total_count: 1, page_index: 1, page_size: 50 },
    });
  }
  if (call === okrKeyResultProgress) return Promise.resolve({ id: 7, current_value: body.value, progress: 75, checkin: 2 });
  return Promise.reject(new Error('unexpected call'));
};

describe('progress', () => {
  it('computes a key result’s progress towards a rising or falling target, clamped to 0–100', () => {
    expect(keyResultProgress({ start_value: 60, target_value: 80, current_value: 70 })).toBe(50);
    expect(keyResultProgress({ start_value: 48, target_value: 24, current_value: 30 })).toBe(75);
    expect(keyResultProgress({ start_value: 60, target_value: 80, current_value: 90 })).toBe(100);
    expect(keyResultProgress({ start_value: 60, target_value: 80, current_value: 50 })).toBe(0);
    expect(objectiveProgress([{ weight: 60, start_value: 60, target_value: 80, current_value: 70 }, { weight: 40, start_value: 48, target_value: 24, current_value: 30 }])).toBe(60);
    expect(objectiveProgress([])).toBe(0);
  });
});

describe('CheckinDialog', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
  });

  it('shows the history, previews the progress as the value is typed and sends the check-in', async () => {
    const onClose = vi.fn();
    renderPage(<CheckinDialog keyResult={keyResult} onClose={onClose} />, '/okr/objective/detail/3');
    await screen.findByText('值班表调整');
    expect(screen.getByText('48 → 40')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '进度 33.3%' })).toBeTruthy();

    const input = screen.getByLabelText('当前值');
    fireEvent.change(input, { target: { value: '30' } });
    await screen.findByRole('progressbar', { name: '进度 75%' });
    fireEvent.change(screen.getByLabelText('进展说明'), { target: { value: '夜间增派一人' } });
    fireEvent.click(screen.getByRole('button', { name: '提交进度' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call, body] = send.mock.calls.find(([c]) => c === okrKeyResultProgress)!;
    expect(call).toBe(okrKeyResultProgress);
    expect(body).toEqual({ id: 7, value: 30, status: 1, note: '夜间增派一人' });
  });

  it('refuses an empty value with a Chinese message and sends nothing', async () => {
    renderPage(<CheckinDialog keyResult={keyResult} onClose={() => undefined} />, '/okr/objective/detail/3');
    fireEvent.change(screen.getByLabelText('当前值'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '提交进度' }));
    await screen.findByText('请填写当前值');
    expect(send.mock.calls.some(([c]) => c === okrKeyResultProgress)).toBe(false);
  });
});
