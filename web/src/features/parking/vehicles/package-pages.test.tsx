import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { PackageDetailPage } from './package-pages';
import { virtualPlateRules } from './shared';
import { mockSend } from '../../../../test/send';

afterEach(() => vi.restoreAllMocks());

const row = {
  id: 7, merchant: 100101, merchant_name: '福田中心停车场', park_code: 'P0001', park_name: '福田中心停车场', name: '全天月卡', period_months: 1, price: 60000, time_range: 1,
  status: 1, cards: 3, create_time: '2026-11-01T02:00:00.000Z', update_time: '2026-11-01T02:00:00.000Z',
};

describe('固定车类型 / 月卡套餐 pages', () => {
  it('on the merchant’s address read through its own call and show no 所属商户', async () => {
    const send = mockSend().mockResolvedValue({ row: [row], paging_header: { total_count: 1 } } as never);
    renderPage(<PackageDetailPage />, '/parking-merchant/config/fixed-type/detail?id=7');
    await screen.findByText('福田中心停车场（P0001）');
    expect(send.mock.calls[0]![0]).toMatchObject({ path: 'parking/parking/vip/value/list' });
    expect(send.mock.calls[0]![1]).toMatchObject({ id: 7 });
    expect(screen.queryByText('所属商户')).toBeNull();
    expect(screen.getByText('600.00 元')).toBeTruthy();
  });

  it('on the group’s address read through the group’s call and show 所属商户', async () => {
    const send = mockSend().mockResolvedValue({ row: [row], paging_header: { total_count: 1 } } as never);
    renderPage(<PackageDetailPage />, '/group/car-manage/package/detail?id=7');
    await screen.findByText('福田中心停车场（P0001）');
    expect(send.mock.calls[0]![0]).toMatchObject({ path: 'parking/group/vip/value/list' });
    await waitFor(() => expect(screen.getByText('所属商户')).toBeTruthy());
  });

  it('checks a virtual plate as the server does: 3–10 characters, never a real plate', async () => {
    const check = (plate: string) => (virtualPlateRules[1] as { validator: (rule: unknown, value: string) => Promise<void> }).validator({}, plate);
    await expect(check('虚b 00001')).resolves.toBeUndefined();
    await expect(check('临000123')).resolves.toBeUndefined();
    await expect(check('粤B12345')).rejects.toThrow('这是真实车牌的格式，虚拟车牌请以「虚」或「临」开头，如 虚B00001');
    await expect(check('虚-01')).rejects.toThrow('请输入 3–10 位汉字、大写字母或数字，如 虚B00001');
    await expect(check('虚B0000000001')).rejects.toThrow('请输入 3–10 位');
  });
});
