import { formatDateTime, InvoiceSoftwareStatus, invoiceSoftwareDelete, invoiceSoftwareGet, invoiceSoftwareList, invoiceSoftwareTypeHints, invoiceSoftwareUpdate } from '@console/contract';
import { App } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { SOFTWARE_EDIT, SOFTWARE_LIST } from '../paths';
import { EnabledStatusTag, SoftwareTypeTag, type Software } from '../shared';

const fields: DetailField<Software>[] = [
  { key: 'software_code', label: '软件编码' },
  { key: 'name', label: '软件名称' },
  { key: 'type', label: '软件类型', render: (s) => <SoftwareTypeTag type={s.type} /> },
  { key: 'type_hint', label: '类型说明', value: (s) => invoiceSoftwareTypeHints[s.type as keyof typeof invoiceSoftwareTypeHints] ?? '-' },
  { key: 'status', label: '状态', render: (s) => <EnabledStatusTag status={s.status} /> },
  { key: 'vendor', label: '服务商/厂商' },
  { key: 'app_id', label: '接入账号（AppID）' },
  { key: 'credential', label: '接入密钥', value: (s) => (s.credential_configured ? '已配置（不显示）' : '未配置') },
  { key: 'merchant_count', label: '使用商户数' },
  { key: 'merchant_name', label: '所属商户' },
  { key: 'update_time', label: '更新时间', value: (s) => formatDateTime(s.update_time) },
  { key: 'remark', label: '备注', span: 'filled' },
];

const UPDATE = ['invoice:partner:software:update'];

/** 税控软件详情 (?software_code=): the software, 编辑, 停用 / 启用, 删除 and its 操作记录. */
export default function SoftwareDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const code = params.get('software_code') ?? '';
  const changed = useChanged(invoiceSoftwareList, invoiceSoftwareGet);
  const actions: DetailAction<Software>[] = [
    { key: 'edit', label: '编辑', primary: true, permission: UPDATE, onClick: (s) => navigate(`${SOFTWARE_EDIT}?software_code=${s.software_code}`) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: UPDATE,
      when: (s) => s.status === InvoiceSoftwareStatus.enabled,
      confirm: (s) => `停用后「${s.name}」不能再分配给商户。确定停用吗？`,
      onClick: async (s) => {
        await send(invoiceSoftwareUpdate, { software_code: s.software_code, status: InvoiceSoftwareStatus.disabled });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (s) => s.status === InvoiceSoftwareStatus.disabled,
      onClick: async (s) => {
        await send(invoiceSoftwareUpdate, { software_code: s.software_code, status: InvoiceSoftwareStatus.enabled });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['invoice:partner:software:delete'],
      confirm: (s) => `确定删除税控软件「${s.name}」吗？删除后不可恢复。`,
      onClick: async (s) => {
        await send(invoiceSoftwareDelete, { software_code: s.software_code });
        message.success('已删除');
        await changed();
        navigate(SOFTWARE_LIST);
      },
    },
  ];
  return (
    <DetailPage<Software>
      loadKey={[invoiceSoftwareGet.path, code]}
      load={() => send(invoiceSoftwareGet, { software_code: code })}
      title={(s) => `${s.name} · 税控软件`}
      fields={fields}
      back={SOFTWARE_LIST}
      actions={actions}
      tabs={[
        {
          key: 'timeline',
          label: '操作记录',
          render: (s) => <AuditTimeline type="invoice_software" id={s.software_code} />,
        },
      ]}
    />
  );
}
