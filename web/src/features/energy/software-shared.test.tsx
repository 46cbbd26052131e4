import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { energyDeviceUpgrade, energySoftwareDevices, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useSession } from '../../shell/session/store';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { VersionDevices } = await import('./software-shared');

const version = {
  id: 6, kind: 1, merchant: 100201, merchant_name: '南山快充站', name: '充电控制程序', model: 'TELD-DC120', version: 'V1.9.0', file: { name: 'a.zip', link: '/files/firmware/aa/a.zip' },
  file_sha256: 'a'.repeat(64), notes: '', status: 1, device_count: 4, current_count: 1, upgrading_count: 1, create_time: '2026-08-01T02:00:00Z', update_time: '2026-08-01T02:00:00Z',
};
const device = (device_code: string, overrides: Record<string, unknown> = {}) => ({
  device_code, station_code: 'ES100001', station_name: '南山科技园充电站', model: 'TELD-DC120', online: true, status: 1, current_version: 'V1.8.0', on_version: false, upgrading: false, upgrade: null, ...overrides,
});
const rows = [
  device('NS-DC-0001'),
  device('NS-DC-0002', { online: false }),
  device('NS-DC-0003', { current_version: 'V1.9.0', on_version: true }),
  device('NS-DC-0005', { upgrading: true }),
  device('NS-DC-0004', { upgrade: { status: 5, from_version: 'V1.8.0', reason: '下载超时', operator: '孙强', create_time: '2026-08-01T02:00:00Z', update_time: '2026-08-01T02:00:00Z' } }),
];

const answer = (call: CallDefinition) => {
  if (call === energySoftwareDevices) return Promise.resolve({ row: rows, paging_header: { total_count: rows.length, page_index: 1, page_size: 20 } });
  if (call === energyDeviceUpgrade) return Promise.resolve({ count: 2 });
  return Promise.resolve([]);
};
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('VersionDevices', () => {
  beforeEach(() => send.mockReset().mockImplementation(answer));

  it('upgrades only the selected devices that can be (a failed one again), naming those skipped, asked first', async () => {
    useSession.setState({ permissions: new Set(['energy:software:list', 'energy:software:update']), products: new Set(['energy:merchant:platform']) });
    renderPage(<VersionDevices kind={1} version={version} />, '/energy/merchant/software/detail?id=6');
    await screen.findByText('NS-DC-0001');
    expect(within(rowOf('NS-DC-0004')).getByText('失败')).toBeTruthy();
    const button = screen.getByRole('button', { name: /升级所选设备/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(confirm.textContent).toContain('确定将 2 台设备的软件升级到 V1.9.0 吗？');
    expect(confirm.textContent).toContain('跳过：NS-DC-0002（设备离线）、NS-DC-0003（已是此版本）、NS-DC-0005（正在升级）');
    fireEvent.click(within(confirm).getByRole('button', { name: '开始升级' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyDeviceUpgrade, { kind: 1, id: 6, device_codes: ['NS-DC-0001', 'NS-DC-0004'] }));
  });

  it('offers no selection or upgrade to a user who may only look', async () => {
    useSession.setState({ permissions: new Set(['energy:software:list']), products: new Set(['energy:merchant:platform']) });
    renderPage(<VersionDevices kind={1} version={version} />, '/energy/merchant/software/detail?id=6');
    await screen.findByText('NS-DC-0001');
    expect(screen.queryByRole('button', { name: /升级所选设备/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
