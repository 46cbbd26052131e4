import { fireEvent, screen, waitFor } from '@testing-library/react';
import { memberPackageGet, memberPriceUpdate, memberTriggerCreate, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { default: PackageFormPage } = await import('./package-form-page');

const uuid = '3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const item = (over: Record<string, unknown>) => ({ name: '', period: 0, amount: 0, original_amount: 0, quantity: 0, unit: '', event: 0, event_name: '', content: '', update_time: '', ...over });
const pkg = {
  id: 5, uuid, member_type: 2, type_name: '停车月享卡', name: '标准版', description: '', status: 1, status_name: '启用', lowest_amount: 2900, member_count: 3, create_time: '', update_time: '',
  prices: [item({ id: 11, section: 2, name: '1 个月', period: 1, amount: 2900, original_amount: 3900 })],
  privileges: [], rights: [], events: [],
};

const answer = (call: CallDefinition) => {
  if (call === memberPackageGet) return Promise.resolve(pkg);
  if (call === memberPriceUpdate || call === memberTriggerCreate) return Promise.resolve({ id: 11, uuid });
  return Promise.reject(new Error('unexpected call'));
};

describe('PackageFormPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
  });

  it('edits a price: the row is found in the package, shown in yuan and sent back in fen', async () => {
    renderPage(<PackageFormPage />, `/user/member/package/price/edit?uuid=${uuid}&id=11`);
    const amount = (await screen.findByLabelText('售价')) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('29.00'));
    expect((screen.getByLabelText('原价') as HTMLInputElement).value).toBe('39.00');
    fireEvent.change(amount, { target: { value: '25.5' } });
    fireEvent.blur(amount);
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(send.mock.calls.some(([c]) => c === memberPriceUpdate)).toBe(true));
    const [, body] = send.mock.calls.find(([c]) => c === memberPriceUpdate)!;
    expect(body).toEqual({ id: 11, period: 1, amount: 2550, original_amount: 3900, content: undefined });
  });

  it('adds a trigger event to the package of the address, asking for what is missing first', async () => {
    renderPage(<PackageFormPage />, `/user/member/package/event/create?uuid=${uuid}`);
    fireEvent.click(await screen.findByRole('button', { name: '添加触发事件' }));
    await screen.findByText('请选择触发事件');
    expect(send.mock.calls.some(([c]) => c === memberTriggerCreate)).toBe(false);
    fireEvent.mouseDown(screen.getByLabelText('触发事件'));
    fireEvent.click(await screen.findByText('到期前 7 天'));
    fireEvent.change(screen.getByLabelText('执行动作'), { target: { value: '  发送续费提醒 ' } });
    fireEvent.click(screen.getByRole('button', { name: '添加触发事件' }));
    await waitFor(() => expect(send.mock.calls.some(([c]) => c === memberTriggerCreate)).toBe(true));
    const [, body] = send.mock.calls.find(([c]) => c === memberTriggerCreate)!;
    expect(body).toEqual({ uuid, event: 3, name: '发送续费提醒', content: undefined });
  });
});
