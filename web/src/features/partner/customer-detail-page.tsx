import {
  formatDateTime, loggingTimeline, partnerMerchantDetail, partnerSoftwareList, partnerSoftwareStatus, products, softwareProduct, softwareTypes,
  todayInChina, type SoftwareType,
} from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { baseOf, CustomerStatusTag, PARTNER_PATHS, softwarePath, SoftwareStateTag, yuan, type Base, type CustomerDetail, type Software } from './shared';

const infoFields: DetailField<CustomerDetail>[] = [
  { key: 'name', label: '商户名称', value: (c) => `${c.name}（${c.id}）` },
  { key: 'short_name', label: '商户简称' },
  { key: 'kind', label: '类型', value: (c) => (c.kind === 'group' ? '集团' : '普通商户') },
  { key: 'members', label: '集团成员数', when: (c) => c.kind === 'group' },
  { key: 'partner_name', label: '所属服务商', value: (c) => `${c.partner_name}（${c.partner}）` },
  { key: 'contact', label: '联系人', value: (c) => `${c.contact_name} ${c.contact_mobile}` },
  { key: 'superuser', label: '主账号', value: (c) => (c.superuser ? `${c.superuser.name}（${c.superuser.account}）` : '-') },
  { key: 'region', label: '地址', value: (c) => [c.region_name, c.address].filter(Boolean).join(' ') },
  { key: 'status', label: '状态', render: (c) => <CustomerStatusTag status={c.status} /> },
  { key: 'trade_amount', label: '近 30 天交易额', value: (c) => yuan(c.trade_amount) },
  { key: 'create_time', label: '入驻时间', value: (c) => formatDateTime(c.create_time) },
  { key: 'remark', label: '备注', value: (c) => c.remark || '-', span: 'filled' },
];

const productNames = new Map<string, string>(products.map((p) => [p.code, p.label]));

/** The customer's products by name (the code when it is one the operator added). */
function ProductsPanel({ codes }: { codes: readonly string[] }) {
  if (!codes.length) return <Empty description="未开通产品" />;
  const names = productNames;
  return (
    <Space wrap data-testid="partner-customer-products">
      {codes.map((code) => (
        <Tag key={code} color="blue">
          {names.get(code) ?? code}
        </Tag>
      ))}
    </Space>
  );
}

/** One software type's registration: its terms and fees, 编辑, 停用 (asked first) / 启用; 登记 when there is none. */
function SoftwarePanel({ base, customer, type }: { base: Base; customer: CustomerDetail; type: SoftwareType }) {
  const navigate = useNavigate();
  const gate = useGate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const list = useQuery({ queryKey: [partnerSoftwareList.path, customer.id], queryFn: () => send(partnerSoftwareList, { merchant: customer.id }, { silent: true }) });
  const mayEdit = gate({ permission: ['partner:software:update'] });
  if (list.isPending) return <Skeleton active />;
  const software = list.data?.row.find((s: Software) => s.type === type);
  if (!software) {
    return (
      <Empty description={`尚未登记${softwareTypes[type]}`}>
        {mayEdit && (
          <Button type="primary" onClick={() => navigate(softwarePath(base, type, 'create', `merchant=${customer.id}`))}>
            登记{softwareTypes[type]}
          </Button>
        )}
      </Empty>
    );
  }
  const setStatus = async (status: 0 | 1) => {
    await send(partnerSoftwareStatus, { id: software.id, status });
    await client.invalidateQueries({ queryKey: [partnerSoftwareList.path] });
    await client.invalidateQueries({ queryKey: [loggingTimeline.path] });
    message.success(status ? '已启用' : '已停用');
  };
  return (
    <div data-testid={`partner-software-${type}`}>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'software', label: '软件', children: software.software_name },
          { key: 'version', label: '版本', children: software.version || '-' },
          { key: 'state', label: '状态', children: <SoftwareStateTag software={software} today={todayInChina()} /> },
          { key: 'period', label: '服务期', children: `${software.start_date} 至 ${software.end_date ?? '长期'}` },
          { key: 'annual_fee', label: '年服务费', children: yuan(software.annual_fee) },
          { key: 'install_fee', label: '实施费', children: yuan(software.install_fee) },
          { key: 'update_time', label: '更新时间', children: formatDateTime(software.update_time) },
          { key: 'remark', label: '备注', span: 'filled', children: software.remark || '-' },
        ]}
      />
      {mayEdit && (
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" onClick={() => navigate(softwarePath(base, type, 'edit', `id=${software.id}&merchant=${customer.id}`))}>
            编辑
          </Button>
          {software.status === 1 ? (
            <Popconfirm title={`停用${softwareTypes[type]}登记？`} description="停用后客户列表显示为未使用，可再启用。" okText="停用" okButtonProps={{ danger: true }} onConfirm={() => setStatus(0)}>
              <Button danger>停用</Button>
            </Popconfirm>
          ) : (
            <Button onClick={() => setStatus(1)}>启用</Button>
          )}
        </Space>
      )}
      <div style={{ marginTop: 24 }}>
        <AuditTimeline type="partner_software" id={software.id} />
      </div>
    </div>
  );
}

/**
 * 客户详情 / 集团详情 (?code=): 基本信息, 已开通产品, and the 停车软件 and 充电软件 tabs — each shown only when the customer's
 * partner holds the parking or the energy partner product (document 2 §6, menu gating); 编辑 the basics.
 */
export default function CustomerDetailPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = baseOf(pathname);
  const code = Number(params.get('code'));
  const holds = (c: CustomerDetail, type: SoftwareType) => c.parent_products.includes('ALL') || c.parent_products.includes(softwareProduct[type]);
  return (
    <DetailPage<CustomerDetail>
      loadKey={[partnerMerchantDetail.path, code]}
      load={() => send(partnerMerchantDetail, { code })}
      title={(c) => (
        <Space wrap>
          {c.name}
          <CustomerStatusTag status={c.status} />
        </Space>
      )}
      back={base === 'group' ? PARTNER_PATHS.groupList : PARTNER_PATHS.customerList}
      fields={infoFields}
      actions={[
        { key: 'edit', label: '编辑', permission: ['merchant:merchant:update'], onClick: (c) => navigate(`${base === 'group' ? PARTNER_PATHS.groupEdit : PARTNER_PATHS.customerEdit}?id=${c.id}`) },
      ]}
      tabs={[
        { key: 'products', label: '已开通产品', render: (c) => <ProductsPanel codes={c.product} /> },
        { key: 'parking', label: '停车软件', when: (c) => holds(c, 'parking'), render: (c) => <SoftwarePanel base={base} customer={c} type="parking" /> },
        { key: 'energy', label: '充电软件', when: (c) => holds(c, 'energy'), render: (c) => <SoftwarePanel base={base} customer={c} type="energy" /> },
      ]}
    />
  );
}
