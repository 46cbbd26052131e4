import { formatDateTime, managerList, maskPhone, merchantDisable, merchantEnable, merchantGet, MerchantStatus, roleList, serviceLevelUpdate, type CallReply } from '@console/contract';
import { Select, Space, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { CallTable } from '../../../widgets/resource/call-table';
import { ContractsPanel } from '../contracts/contracts-panel';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { AccountStatusTag } from '../accounts/account-list-page';
import { ProductsPanel } from './products-panel';
import { ShardingPanel } from '../../payment/sharding/sharding-panel';
import { WithdrawPanel } from '../../payment/transfer/withdraw-panel';
import { RelationsPanel } from './relations-panel';
import { kindName, levelName, levelOptions, MERCHANT_EDIT, MERCHANT_LIST, MerchantStatusTag, SubjectStatusTag } from './shared';
import { SubjectPanel } from './subject-panel';

export type Merchant = CallReply<typeof merchantGet>;

/** The fields of 基本信息, shared with the caller's own 商户信息 page. */
export const merchantFields: DetailField<Merchant>[] = [
  { key: 'id', label: '商户号' },
  { key: 'name', label: '商户名称' },
  { key: 'short_name', label: '商户简称' },
  { key: 'kind', label: '商户类型', value: (m) => kindName(m.kind) },
  { key: 'status', label: '状态', render: (m) => <MerchantStatusTag status={m.status} /> },
  { key: 'subject_status', label: '主体认证', render: (m) => <SubjectStatusTag status={m.subject_status} /> },
  { key: 'parent', label: '上级商户', value: (m) => (m.parent ? `${m.parent.name}（${m.parent.id}）` : '') },
  { key: 'superuser', label: '主账号', value: (m) => (m.superuser ? `${m.superuser.name}（${m.superuser.account}）` : '') },
  { key: 'contact', label: '联系人', value: (m) => `${m.contact_name} ${maskPhone(m.contact_mobile)}`.trim() },
  { key: 'region_name', label: '所在地区' },
  { key: 'address', label: '详细地址' },
  { key: 'create_time', label: '入驻时间', value: (m) => formatDateTime(m.create_time) },
  { key: 'products', label: '已开通产品', span: 'filled', render: (m) => (m.products.length ? <Space size={[0, 4]} wrap>{m.products.map((p) => <Tag key={p.code}>{p.name}</Tag>)}</Space> : '') },
  { key: 'remark', label: '备注', span: 'filled' },
];

function ServiceLevel({ merchant }: { merchant: Merchant }) {
  const gate = useGate();
  const changed = useChanged(merchantGet);
  if (!gate({ permission: ['merchant:service:level'] })) return <>{levelName(merchant.service_level)}</>;
  return (
    <Select
      aria-label="服务等级"
      size="small"
      style={{ width: 120 }}
      value={merchant.service_level}
      options={levelOptions}
      onChange={async (level) => {
        await send(serviceLevelUpdate, { merchant: merchant.id, level });
        await changed('服务等级已更新');
      }}
    />
  );
}

/**
 * 商户详情 of a merchant below the caller: 基本信息, 主体信息 (audit), 分账 (profit-sharing rules), 提现 (withdrawal
 * settings and their review), 已开通产品 (grants, contracts), 子账号, 角色 and 操作记录 — each tab behind its permission.
 */
export default function MerchantDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  return (
    <DetailPage<Merchant>
      loadKey={[merchantGet.path, id]}
      load={() => send(merchantGet, { id })}
      title={(m) => (
        <Space>
          {m.name}
          <MerchantStatusTag status={m.status} />
        </Space>
      )}
      back={MERCHANT_LIST}
      actions={[
        { key: 'edit', label: '编辑', primary: true, permission: ['merchant:merchant:update'], onClick: (m) => navigate(`${MERCHANT_EDIT}?id=${m.id}`) },
        {
          key: 'disable',
          label: '停用',
          danger: true,
          permission: ['merchant:merchant:update'],
          when: (m) => m.status === MerchantStatus.enabled,
          confirm: (m) => `停用「${m.name}」后，该商户的所有账号立即下线且无法登录。确定停用吗？`,
          onClick: (m) => send(merchantDisable, { id: m.id }),
        },
        { key: 'enable', label: '启用', permission: ['merchant:merchant:update'], when: (m) => m.status === MerchantStatus.disabled, onClick: (m) => send(merchantEnable, { id: m.id }) },
      ]}
      tabs={[
        { key: 'info', label: '基本信息', fields: [...merchantFields, { key: 'service_level', label: '服务等级', render: (m) => <ServiceLevel merchant={m} /> }] },
        { key: 'subject', label: '主体信息', render: (m) => <SubjectPanel merchant={m.id} own={false} /> },
        { key: 'sharding', label: '分账', permission: ['payment:sharding:rt:list'], render: (m) => <ShardingPanel merchant={m.id} manage /> },
        { key: 'withdraw', label: '提现', permission: ['payment:transfer:rt:list'], render: (m) => <WithdrawPanel merchant={m.id} /> },
        { key: 'products', label: '已开通产品', render: (m) => <ProductsPanel merchant={m} manage /> },
        { key: 'contracts', label: '合同', permission: ['merchant:contract:list'], render: (m) => <ContractsPanel merchant={m.id} /> },
        { key: 'relations', label: '合作关系', permission: ['merchant:relation:list'], render: (m) => <RelationsPanel merchant={m} /> },
        {
          key: 'accounts',
          label: '子账号',
          permission: ['merchant:manager:list'],
          render: (m) => (
            <CallTable
              id="merchant-detail-accounts"
              call={managerList}
              query={{ merchant: m.id }}
              rowKey="id"
              columns={[
                { key: 'account', title: '登录账号', width: 160 },
                { key: 'name', title: '姓名', width: 140, render: (a) => <Space size={4}>{a.name}{a.identity === 'superuser' && <Tag color="gold">主账号</Tag>}</Space> },
                { key: 'mobile', title: '手机号', width: 130, value: (a) => maskPhone(a.mobile) || '-' },
                { key: 'roles', title: '角色', width: 200, render: (a) => (a.roles.length ? a.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>) : '-') },
                { key: 'status', title: '状态', width: 80, render: (a) => <AccountStatusTag status={a.status} /> },
                { key: 'create_time', title: '创建时间', width: 170, value: (a) => formatDateTime(a.create_time) },
              ]}
            />
          ),
        },
        {
          key: 'roles',
          label: '角色',
          permission: ['merchant:role:list'],
          render: (m) => (
            <CallTable
              id="merchant-detail-roles"
              call={roleList}
              query={{ merchant: m.id }}
              rowKey="id"
              columns={[
                { key: 'name', title: '角色名称', width: 180 },
                { key: 'description', title: '角色描述', width: 260, value: (r) => r.description || '-' },
                { key: 'permission_count', title: '权限数', width: 90 },
                { key: 'manager_count', title: '账号数', width: 90 },
                { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time) },
              ]}
            />
          ),
        },
        {
          key: 'timeline',
          label: '操作记录',
          render: (m) => <AuditTimeline type="merchant" id={m.id} />,
        },
      ]}
    />
  );
}
