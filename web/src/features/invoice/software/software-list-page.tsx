import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, InvoiceSoftwareStatus, invoiceSoftwareDelete, invoiceSoftwareList, invoiceSoftwareUpdate, type CallReply } from '@console/contract';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { SOFTWARE_ADD, SOFTWARE_DETAIL, SOFTWARE_EDIT } from '../paths';
import { EnabledStatusTag, softwareStatusOptions, SoftwareTypeTag, softwareTypeOptions } from '../shared';

type Row = CallReply<typeof invoiceSoftwareList>['row'][number];

const CREATE = ['invoice:partner:software:create'];
const UPDATE = ['invoice:partner:software:update'];
const DELETE = ['invoice:partner:software:delete'];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '编码或名称', maxLength: 30 },
  { kind: 'select', key: 'type', label: '软件类型', options: softwareTypeOptions },
  { kind: 'select', key: 'status', label: '状态', options: softwareStatusOptions },
];

const columns = (open: (row: Row) => void): Column<Row>[] => [
  { key: 'software_code', title: '软件编码', width: 110, fixed: 'left', render: (r) => <Typography.Link onClick={() => open(r)}>{r.software_code}</Typography.Link> },
  { key: 'name', title: '软件名称', width: 160, ellipsis: true },
  { key: 'type', title: '软件类型', width: 180, render: (r) => <SoftwareTypeTag type={r.type} /> },
  { key: 'status', title: '状态', width: 80, render: (r) => <EnabledStatusTag status={r.status} /> },
  { key: 'credential', title: '接入密钥', width: 90, value: (r) => (r.credential_configured ? '已配置' : '未配置') },
  { key: 'merchant_count', title: '使用商户数', width: 100 },
  { key: 'vendor', title: '服务商/厂商', width: 120, value: (r) => r.vendor || '-' },
  { key: 'merchant_name', title: '所属商户', width: 150, ellipsis: true, defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time), defaultHidden: true },
];

/** 税控软件: the partner's tax-control connections (the platform's: every owner's); 新建, 编辑, 停用 / 启用, 删除. */
export default function SoftwareListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const changed = useChanged(invoiceSoftwareList);
  const open = (r: Row) => navigate(`${SOFTWARE_DETAIL}?software_code=${r.software_code}`);
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'edit', label: '编辑', permission: UPDATE, onClick: (r) => navigate(`${SOFTWARE_EDIT}?software_code=${r.software_code}`) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: UPDATE,
      when: (r) => r.status === InvoiceSoftwareStatus.enabled,
      confirm: (r) => `停用后「${r.name}」不能再分配给商户（已使用它的 ${r.merchant_count} 个商户不受影响）。确定停用吗？`,
      onClick: async (r) => {
        await send(invoiceSoftwareUpdate, { software_code: r.software_code, status: InvoiceSoftwareStatus.disabled });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (r) => r.status === InvoiceSoftwareStatus.disabled,
      onClick: async (r) => {
        await send(invoiceSoftwareUpdate, { software_code: r.software_code, status: InvoiceSoftwareStatus.enabled });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: DELETE,
      confirm: (r) => `确定删除税控软件「${r.name}」（${r.software_code}）吗？删除后不可恢复。`,
      onClick: async (r) => {
        await send(invoiceSoftwareDelete, { software_code: r.software_code });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id="invoice-software-list"
      call={invoiceSoftwareList}
      rowKey="software_code"
      filters={filters}
      columns={columns(open)}
      actions={actions}
      toolbar={() =>
        gate({ permission: CREATE }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SOFTWARE_ADD)}>
            新建税控软件
          </Button>
        )
      }
    />
  );
}
