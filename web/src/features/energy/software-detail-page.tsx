import { EnergyStatus, formatDateTime } from '@console/contract';
import { Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { useChanged } from '../../widgets/resource/use-changed';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { EnergyStatusTag, merchantText, useEnergyPlatform } from './shared';
import { softwareCalls, VersionDevices, type VersionRow } from './software-shared';

const calls = softwareCalls[1];

/**
 * 软件详情 (…/software/detail?id=): the version, its devices (current version, latest upgrade; 升级所选设备) and its
 * operation log; 编辑, 启用 / 停用, 删除 (asked first).
 */
export default function SoftwareDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const { paths, can, showsMerchant } = useEnergyPlatform();
  const changed = useChanged(calls.list, calls.get);
  const setStatus = async (v: VersionRow, status: 0 | 1) => {
    await send(calls.update, { id: v.id, name: v.name, file: v.file, notes: v.notes, status });
    await changed(status === EnergyStatus.enabled ? '已启用' : '已停用');
  };
  const fields: DetailField<VersionRow>[] = [
    { key: 'name', label: '名称' },
    { key: 'model', label: '设备型号' },
    { key: 'version', label: '版本号' },
    { key: 'status', label: '状态', render: (v) => <EnergyStatusTag status={v.status} /> },
    ...(showsMerchant ? [{ key: 'merchant', label: '所属商户', value: merchantText }] : []),
    { key: 'devices', label: '已是此版本 / 同型号设备', value: (v) => `${v.current_count} / ${v.device_count} 台${v.upgrading_count ? `，${v.upgrading_count} 台升级中` : ''}` },
    { key: 'file', label: '安装包', render: (v) => <Typography.Link href={v.file.link} target="_blank" rel="noreferrer">{v.file.name}</Typography.Link> },
    { key: 'file_sha256', label: 'SHA-256', span: 2, render: (v) => <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>{v.file_sha256}</Typography.Text> },
    { key: 'notes', label: '版本说明', span: 3, render: (v) => <span style={{ whiteSpace: 'pre-wrap' }}>{v.notes || '-'}</span> },
    { key: 'create_time', label: '创建时间', value: (v) => formatDateTime(v.create_time) },
    { key: 'update_time', label: '更新时间', value: (v) => formatDateTime(v.update_time) },
  ];
  return (
    <DetailPage<VersionRow>
      loadKey={[calls.get.path, id]}
      load={() => send(calls.get, { id })}
      title={(v) => `软件 · ${v.name} ${v.version}`}
      fields={fields}
      back={paths.softwareList}
      actions={[
        { key: 'edit', label: '编辑', primary: true, permission: can('software', 'update'), onClick: (v) => navigate(`${paths.softwareEdit}?id=${v.id}`) },
        {
          key: 'disable',
          label: '停用',
          danger: true,
          permission: can('software', 'update'),
          when: (v) => v.status === EnergyStatus.enabled,
          confirm: '停用后不能再把设备升级到此版本，已下发的升级不受影响。确定停用吗？',
          onClick: (v) => setStatus(v, EnergyStatus.disabled),
        },
        { key: 'enable', label: '启用', permission: can('software', 'update'), when: (v) => v.status === EnergyStatus.disabled, onClick: (v) => setStatus(v, EnergyStatus.enabled) },
        {
          key: 'delete',
          label: '删除',
          danger: true,
          permission: can('software', 'delete'),
          confirm: '删除此版本及其升级记录，不可恢复。确定删除吗？',
          onClick: async (v) => {
            await send(calls.remove, { id: v.id });
            await changed('已删除');
            navigate(paths.softwareList);
          },
        },
      ]}
      tabs={[
        { key: 'devices', label: '设备', render: (v) => <VersionDevices kind={1} version={v} /> },
        {
          key: 'timeline',
          label: '操作记录',
          render: () => <AuditTimeline type="energy_software" id={String(id)} />,
        },
      ]}
    />
  );
}
