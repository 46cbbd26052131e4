import { PlusOutlined } from '@ant-design/icons';
import { EnergyStatus, formatDateTime, type CallReply, type energySoftwareList } from '@console/contract';
import { Button, Drawer, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { EnergyStatusTag, merchantText, statusOptions, useEnergyPlatform } from './shared';
import { useSoftwareKind, VersionDevices, type VersionRow } from './software-shared';

type Row = CallReply<typeof energySoftwareList>['row'][number];

const filters = (showsMerchant: boolean): FilterField[] => [
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '名称、型号或版本号开头', maxLength: 50 },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
];

const columns = (open: ((row: Row) => void) | undefined, showsMerchant: boolean): Column<Row>[] => [
  { key: 'name', title: '名称', width: 180, fixed: 'left', ellipsis: true, render: (r) => (open ? <Typography.Link onClick={() => open(r)}>{r.name}</Typography.Link> : r.name) },
  { key: 'model', title: '设备型号', width: 130 },
  { key: 'version', title: '版本号', width: 110 },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 180, ellipsis: true, value: merchantText }] : []),
  { key: 'file', title: '安装包', width: 200, ellipsis: true, render: (r) => <Typography.Link href={r.file.link} target="_blank" rel="noreferrer">{r.file.name}</Typography.Link> },
  { key: 'devices', title: '已是此版本 / 同型号设备', width: 170, value: (r) => `${r.current_count} / ${r.device_count}` },
  { key: 'upgrading_count', title: '升级中', width: 80, value: (r) => (r.upgrading_count ? `${r.upgrading_count} 台` : '-') },
  { key: 'status', title: '状态', width: 80, render: (r) => <EnergyStatusTag status={r.status} /> },
  { key: 'notes', title: '版本说明', width: 200, ellipsis: true, defaultHidden: true, value: (r) => r.notes || '-' },
  { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/**
 * 软件列表 (…/software/list) and 固件列表 (…/firmware/list): the versions of the merchants the user acts for; 新建, 编辑,
 * 启用 / 停用, 删除 (asked first); a software version opens its detail, a firmware version its devices in a drawer.
 */
export default function SoftwareListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const { platform, can, showsMerchant } = useEnergyPlatform();
  const { kind, noun, calls, paths } = useSoftwareKind();
  const [devicesOf, setDevicesOf] = useState<VersionRow>();
  const changed = useChanged(calls.list, calls.get);
  const open = paths.detail ? (r: Row) => navigate(`${paths.detail}?id=${r.id}`) : undefined;
  const setStatus = async (r: Row, status: 0 | 1) => {
    await send(calls.update, { id: r.id, name: r.name, file: r.file, notes: r.notes, status });
    await changed(status === EnergyStatus.enabled ? '已启用' : '已停用');
  };
  const actions: RowAction<Row>[] = [
    ...(open ? [{ key: 'detail', label: '详情', onClick: open }] : [{ key: 'devices', label: '设备升级', onClick: (r: Row) => setDevicesOf(r) }]),
    { key: 'edit', label: '编辑', permission: can('software', 'update'), onClick: (r) => navigate(`${paths.edit}?id=${r.id}`) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: can('software', 'update'),
      when: (r) => r.status === EnergyStatus.enabled,
      confirm: (r) => `停用后不能再把设备升级到${noun}「${r.name} ${r.version}」，已下发的升级不受影响。确定停用吗？`,
      onClick: (r) => setStatus(r, EnergyStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: can('software', 'update'), when: (r) => r.status === EnergyStatus.disabled, onClick: (r) => setStatus(r, EnergyStatus.enabled) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: can('software', 'delete'),
      confirm: (r) => `删除${noun}「${r.name} ${r.version}」及其升级记录，不可恢复。确定删除吗？`,
      onClick: async (r) => {
        await send(calls.remove, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <>
      <ListPage
        key={kind}
        id={`energy-${kind === 1 ? 'software' : 'firmware'}-list-${platform}`}
        call={calls.list}
        rowKey="id"
        filters={filters(showsMerchant)}
        columns={columns(open, showsMerchant)}
        actions={actions}
        toolbar={() =>
          gate({ permission: can('software', 'create') }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.create)}>
              新建{noun}
            </Button>
          )
        }
      />
      <Drawer
        open={!!devicesOf}
        width={960}
        title={devicesOf ? `设备升级 · ${devicesOf.name} ${devicesOf.version}（${devicesOf.model}）` : ''}
        onClose={() => setDevicesOf(undefined)}
        destroyOnHidden
      >
        {devicesOf && <VersionDevices kind={kind} version={devicesOf} />}
      </Drawer>
    </>
  );
}
