import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { CollectionAuditForm } from './collection-audit-page';
import type { CollectionDetail } from './shared';
import { VehicleMockForm } from './vehicle-mock-page';
import { mockSend } from '../../../../test/send';

afterEach(() => vi.restoreAllMocks());

/** The validation messages the form shows now (placeholders of the same words are not errors). */
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const shows = (text: string) => waitFor(() => expect(errors()).toContain(text), { timeout: 10_000 });

const collection = {
  id: 12, collection_no: 'CJ202611270001', merchant: 100100, merchant_name: '深圳泊联科技有限公司', park_name: '前海嘉里中心停车场', region: '440305', region_name: '广东省 / 深圳市 / 南山区',
  address: '前海大道 1233 号', lat: 22.52, lng: 113.89, type: 2, total_space: 980, charge_rule: '每小时 15 元', open_hours: '全天', parking_system: '捷顺 JSST', contact_name: '郑宇',
  contact_mobile: '13602537781', images: [], remark: '', collector: '赵磊', collector_mobile: '13715520631', collect_time: '2026-11-27T01:00:00.000Z', status: 0, auditor: '',
  audit_time: null, audit_remark: '', other_park: null, other_park_name: '',
} satisfies CollectionDetail;

describe('审核数据采集', () => {
  it('a rejection needs a reason of two characters, asks first, then sends it', async () => {
    const send = mockSend().mockResolvedValue({ id: 12, status: 2, other_park: null } as never);
    const onDone = vi.fn();
    renderPage(<CollectionAuditForm collection={collection} onDone={onDone} />, '/parking/collection/audit?id=12');
    fireEvent.click(await screen.findByText('驳回'));
    await screen.findByLabelText('驳回原因');
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await shows('请填写驳回原因');
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '差' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await shows('驳回原因至少 2 个字');
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: ' 车位数与现场不符 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect((await screen.findAllByText('确认驳回该数据采集？', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: '驳 回' }).at(-1)!);
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'parking/collection/audit' }), { id: 12, status: 2, remark: '车位数与现场不符' });
  });

  it('通过 needs no remark and says the lot becomes an other park', async () => {
    const send = mockSend().mockResolvedValue({ id: 12, status: 1, other_park: 3 } as never);
    const onDone = vi.fn();
    renderPage(<CollectionAuditForm collection={collection} onDone={onDone} />, '/parking/collection/audit?id=12');
    fireEvent.click(await screen.findByRole('button', { name: '提交审核' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText(/前海嘉里中心停车场」将录入其他停车场/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '通 过' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'parking/collection/audit' }), { id: 12, status: 1 });
  });
});

describe('车辆模拟工具', () => {
  it('asks for the park, the lane and a valid plate before sending anything', async () => {
    const send = mockSend().mockResolvedValue({ row: [], paging_header: { total_count: 0, page_index: 1, page_size: 20 } } as never);
    renderPage(<VehicleMockForm />, '/parking/vehicle-mock');
    fireEvent.click(await screen.findByRole('button', { name: '发送入场报文' }));
    await shows('请选择停车场');
    await shows('请选择通道');
    await shows('请输入车牌号');
    fireEvent.change(screen.getByLabelText('车牌号'), { target: { value: '粤B1234' } });
    await waitFor(() => expect(errors()).not.toContain('请输入车牌号'), { timeout: 10_000 });
    await shows('请输入正确的车牌号，如 粤B12345');
    // 出场 keeps the record's colour and type: their fields go away.
    expect(screen.getByLabelText('车辆类型')).toBeTruthy();
    fireEvent.click(screen.getByText('出场'));
    await waitFor(() => expect(screen.queryByLabelText('车辆类型')).toBeNull());
    expect(screen.getByRole('button', { name: '发送出场报文' })).toBeTruthy();
    expect(send.mock.calls.some(([call]) => (call as { path: string }).path === 'parking/vehicle/message')).toBe(false);
  });
});
