import { fireEvent, screen, waitFor } from '@testing-library/react';
import { materialApplyCreate, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { useSession } from '../../../shell/session/store';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: MaterialFormPage } = await import('./material-form-page');

describe('MaterialFormPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation((call: CallDefinition) => (call === materialApplyCreate ? Promise.resolve({ id: 7, apply_no: 'M20261127000007' }) : Promise.reject(new Error('unexpected call'))));
    useSession.setState({ status: 'ready', user: { merchant: 100101 } as never, permissions: new Set(['payment:merchant:material:apply:create']), products: new Set(['payment:merchant:platform']) });
  });

  it('交易中心: files for the merchant itself (no 商户 field) and sends what was typed', async () => {
    renderPage(<MaterialFormPage />, '/trading-center/material/apply/create');
    await screen.findByLabelText('收件人');
    expect(screen.queryByLabelText('商户')).toBeNull();
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('收件人'), { target: { value: '王芳' } });
    fireEvent.change(screen.getByLabelText('收件人手机号'), { target: { value: '13800100101' } });
    fireEvent.change(screen.getByLabelText('收件地址'), { target: { value: '深圳市福田区深南大道 6008 号' } });
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    await waitFor(() => expect(send.mock.calls.some(([c]) => c === materialApplyCreate)).toBe(true));
    const [, body] = send.mock.calls.find(([c]) => c === materialApplyCreate)!;
    expect(body).toEqual({ merchant: 100101, material: 'stand', quantity: 30, receiver_name: '王芳', receiver_mobile: '13800100101', address: '深圳市福田区深南大道 6008 号', remark: undefined });
  });

  it('says in Chinese what is missing or wrong and sends nothing', async () => {
    renderPage(<MaterialFormPage />, '/trading-center/material/apply/create');
    await screen.findByLabelText('收件人');
    fireEvent.change(screen.getByLabelText('收件人手机号'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('收件地址'), { target: { value: '深圳' } });
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    await screen.findByText('请输入收件人');
    await screen.findByText('收件地址至少 5 个字');
    expect(await screen.findByText(/手机号/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('支付服务: asks for the customer', async () => {
    renderPage(<MaterialFormPage />, '/service/material/apply/create');
    await screen.findByLabelText('收件人');
    expect(screen.getByLabelText('商户')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    await screen.findByText('请选择商户');
    expect(send).not.toHaveBeenCalled();
  });
});
