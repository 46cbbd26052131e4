import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adChannelBillConfirm, adChannelBillList, adChannelBillSettle, type CallDefinition } from '@console/contract';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../../test/render-page';
import { useSession } from '../../../../shell/session/store';
import { mockSend } from '../../../../../test/send';

const send = mockSend();

const { periodOptions, periodText } = await import('../shared');
const { default: ChannelBillListPage } = await import('../channel-bill-list-page');

const bill = (id: number, provider_name: string, status: number, overrides: Record<string, unknown> = {}) => ({
  id, bill_no: `CB202610100000${String(id).padStart(6, '0')}`, period: '2026-10', provider: id, provider_name, exposures: 383_097, clicks: 9_000, internal_exposures: 76_000,
  revenue: 2_995_452, valid_revenue: 2_935_542, share_base: 2_788_764, share_rate: 40, share_amount: 1_115_505, internal_amount: 60_800, amount: 1_176_305,
  invalid_rate: 20, service_rate: 50, internal_cpm_price: 800, basis: 2, status, confirm_time: '', settle_time: '', settle_no: '', operator_name: '平台管理员',
  create_time: '2026-11-01T02:00:00Z', update_time: '2026-11-01T02:00:00Z', ...overrides,
});
const bills = [bill(1, '福田中心停车场', 0), bill(2, '南山快充站', 1), bill(3, '智泊云停车 APP', 2, { settle_no: 'TRF0001' })];
const answer = (call: CallDefinition) => {
  if (call === adChannelBillList) return Promise.resolve({ row: bills, paging_header: { total_count: bills.length, page_index: 1, page_size: 20 } });
  if (call === adChannelBillConfirm) return Promise.resolve({ id: 1, status: 1 });
  if (call === adChannelBillSettle) return Promise.resolve({ id: 2, status: 2, settle_no: 'TRF-9' });
  return Promise.resolve({ row: [] });
};
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('渠道账单', () => {
  beforeEach(() => {
    send.mockReset().mockImplementation(answer);
    useSession.setState({ permissions: new Set(['adverting:provider:bill:list', 'adverting:provider:bill:settle']), products: new Set(['adverting:partner:platform']) });
  });

  it('offers 确认 on a waiting bill (asking first), 登记付款 on a confirmed one with a checked number, nothing on a settled one', async () => {
    renderPage(<ChannelBillListPage />, '/adverting/provider/channel-bill/list');
    await screen.findByText('福田中心停车场');
    expect(within(rowOf('福田中心停车场')).getByText('¥11,763.05')).toBeTruthy();
    expect(within(rowOf('智泊云停车 APP')).queryByText('确认')).toBeNull();
    expect(within(rowOf('智泊云停车 APP')).queryByText('登记付款')).toBeNull();
    // Without the generate permission there is no 生成账单.
    expect(screen.queryByText('生成账单')).toBeNull();

    fireEvent.click(within(rowOf('福田中心停车场')).getByText('确认'));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(confirm.textContent).toContain('金额不再随规则重算');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(adChannelBillConfirm, { id: 1 }));

    fireEvent.click(within(rowOf('南山快充站')).getByText('登记付款'));
    const dialog = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) => m.textContent?.includes('付款流水号'));
      expect(found).toBeTruthy();
      return found!;
    });
    const input = within(dialog).getByLabelText('付款流水号');
    fireEvent.change(input, { target: { value: '#1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认已付款/ }));
    await within(dialog).findByText('4–64 位字母、数字、下划线或连字符');
    expect(send).not.toHaveBeenCalledWith(adChannelBillSettle, expect.anything());
    fireEvent.change(input, { target: { value: 'TRF-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认已付款/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(adChannelBillSettle, { id: 2, settle_no: 'TRF-9' }));
  });

  it('offers the last 12 whole months, the latest first, and names a period in Chinese', () => {
    const options = periodOptions(dayjs('2026-01-15'));
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ label: '2025 年 12 月', value: '2025-12' });
    expect(options[11]).toEqual({ label: '2025 年 1 月', value: '2025-01' });
    expect(periodText('2026-03')).toBe('2026 年 3 月');
  });
});
