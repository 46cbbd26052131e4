import { PlusOutlined } from '@ant-design/icons';
import {
  bonusEventList, bonusGrantList, bonusPartnerAppCreate, bonusPartnerAppList, bonusPartnerAppStatus, bonusPartnerBatchList, bonusPartnerCustomerDetail, bonusPartnerCustomerList,
  bonusPartnerKinds, bonusPartnerPlanCreate, bonusPartnerPlanDelete, bonusPartnerPlanList, bonusPartnerPlanUpdate, bonusPlanStates, formatDateTime, type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Form, Input, InputNumber, List, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { DataTable } from '../../widgets/data-table/data-table';
import { StatisticCards } from '../../widgets/statistic-cards/statistic-cards';
import { CallTable } from '../../widgets/resource/call-table';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { FormDialog } from '../../widgets/resource/form-dialog';
import type { Column, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { CustomerStatusTag } from './partner-customer-list-page';
import { activityDetail, PARTNER_CUSTOMER_LIST, REDEEM_DETAIL } from './paths';

type Customer = CallReply<typeof bonusPartnerCustomerDetail>;
type Plan = CallReply<typeof bonusPartnerPlanList>['row'][number];
type Batch = CallReply<typeof bonusPartnerBatchList>['row'][number];
type Grant = CallReply<typeof bonusGrantList>['row'][number];
type AppRow = CallReply<typeof bonusPartnerAppList>['row'][number];

const infoFields: DetailField<Customer>[] = [
  { key: 'name', label: '商户名称', value: (c) => `${c.name}（${c.id}）` },
  { key: 'short_name', label: '商户简称' },
  { key: 'kind', label: '类型', value: (c) => bonusPartnerKinds[c.kind] ?? c.kind },
  { key: 'parent_name', label: '所属服务商 / 集团' },
  { key: 'contact', label: '联系人', value: (c) => `${c.contact_name} ${c.contact_mobile}`.trim() },
  { key: 'region', label: '地址', value: (c) => [c.region_name, c.address].filter(Boolean).join(' ') },
  { key: 'status', label: '状态', render: (c) => <CustomerStatusTag status={c.status} /> },
  { key: 'last_grant_time', label: '最近获奖', value: (c) => (c.last_grant_time ? formatDateTime(c.last_grant_time) : '从未获奖') },
  { key: 'create_time', label: '入驻时间', value: (c) => formatDateTime(c.create_time) },
];

function ProductPanel({ customer }: { customer: Customer }) {
  if (!customer.products.length) return <Empty description="未开通产品" />;
  return (
    <Space wrap data-testid="marketing-partner-products">
      {customer.products.map((p) => (
        <Tag key={p.code} color="blue">
          {p.name}
          {p.expire_time ? `（至 ${formatDateTime(p.expire_time).slice(0, 10)}）` : ''}
        </Tag>
      ))}
    </Space>
  );
}

/** 概览: the merchant's marketing in numbers, the activities it won most in, its latest grants. */
function OverviewPanel({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const o = customer.overview;
  const grantColumns: Column<Grant>[] = [
    { key: 'event_name', title: '活动', width: 180, ellipsis: true },
    { key: 'value_name', title: '奖品', width: 140 },
    { key: 'value_text', title: '面值', width: 120 },
    { key: 'source', title: '来源', width: 90, value: (g) => (g.source === 2 ? '兑换码' : '事件触发') },
    { key: 'expire_date', title: '有效期至', width: 110 },
    { key: 'create_time', title: '发放时间', width: 170, value: (g) => formatDateTime(g.create_time) },
  ];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <StatisticCards
        data-testid="marketing-partner-overview"
        items={[
          { key: 'events', title: '参与活动', value: o.events, suffix: '个' },
          { key: 'grants', title: '获得奖励', value: o.grants, suffix: `次 · 近 30 天 ${o.grants_30d}` },
          { key: 'coupon', title: '券面值合计', value: o.coupon_amount, format: 'money' },
          { key: 'points', title: '积分合计', value: o.points },
          { key: 'redeemed', title: '已兑换兑换码', value: o.redeemed, suffix: `个 · ${o.batches} 批` },
          { key: 'refused', title: '未获奖', value: o.refused, suffix: `次 / 参与 ${o.players} 次` },
          { key: 'plans', title: '营销方案', value: o.plans, suffix: `个 · 进行中 ${o.running_plans}` },
          { key: 'apps', title: '已授权应用', value: o.apps, suffix: `个 · 自办活动 ${o.own_events}` },
        ]}
      />
      <Card size="small" title="获奖最多的活动">
        {o.events_top.length ? (
          <List
            size="small"
            dataSource={o.events_top}
            renderItem={(e) => (
              <List.Item extra={`${e.grants} 次`}>
                <Typography.Link onClick={() => navigate(activityDetail(e.event))}>{e.event_name}</Typography.Link>
              </List.Item>
            )}
          />
        ) : (
          <Empty description="尚未获得奖励" />
        )}
      </Card>
      <CallTable id={`marketing-partner-grants-${customer.id}`} call={bonusGrantList} query={{ player: customer.id }} rowKey="id" columns={grantColumns} />
    </Space>
  );
}

function BatchPanel({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const columns: Column<Batch>[] = [
    { key: 'name', title: '批次名称', width: 160, render: (b) => <Typography.Link onClick={() => navigate(`${REDEEM_DETAIL}?id=${b.id}`)}>{b.name}</Typography.Link> },
    { key: 'event_name', title: '活动', width: 180, ellipsis: true },
    { key: 'value_name', title: '奖品', width: 140 },
    { key: 'redeemed', title: '该商户兑换', width: 100, value: (b) => `${b.redeemed} / ${b.count}` },
    { key: 'last_redeem_time', title: '最近兑换', width: 170, value: (b) => (b.last_redeem_time ? formatDateTime(b.last_redeem_time) : '-') },
    { key: 'expire_date', title: '兑换截止', width: 110 },
  ];
  return <CallTable id={`marketing-partner-batches-${customer.id}`} call={bonusPartnerBatchList} query={{ customer: customer.id }} rowKey="id" columns={columns} />;
}

interface PlanValues {
  name: string;
  event: number;
  quota: number;
  period: [Dayjs, Dayjs];
  remark?: string;
}

const stateColors: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'default' };

function PlanDialog({ customer, plan, onClose }: { customer: Customer; plan?: Plan; onClose: () => void }) {
  const events = useQuery({ queryKey: [bonusEventList.path, 'plan-options'], queryFn: () => send(bonusEventList, { page_size: 100 }, { silent: true }) });
  const options = (events.data?.row ?? [])
    .filter((e) => e.status !== 2 || e.id === plan?.event)
    .map((e) => ({ value: e.id, label: `${e.name}（${e.status_name}）` }));
  return (
    <FormDialog<PlanValues>
      open
      title={plan ? `编辑方案 · ${plan.name}` : `新建方案 · ${customer.name}`}
      name="marketing-partner-plan"
      width={560}
      initialValues={plan ? { name: plan.name, event: plan.event, quota: plan.quota, period: [dayjs(plan.start_date), dayjs(plan.end_date)], remark: plan.remark } : { quota: 10 }}
      changes={[bonusPartnerPlanList, bonusPartnerCustomerDetail, bonusPartnerCustomerList]}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = { name: v.name.trim(), event: v.event, quota: v.quota, start_date: v.period[0].format('YYYY-MM-DD'), end_date: v.period[1].format('YYYY-MM-DD'), remark: v.remark?.trim() || undefined };
        if (plan) {
          await send(bonusPartnerPlanUpdate, { id: plan.id, ...body });
          return '已保存';
        }
        await send(bonusPartnerPlanCreate, { customer: customer.id, ...body });
        return '已新建方案';
      }}
    >
      <Form.Item name="name" label="方案名称" rules={[{ required: true, whitespace: true, message: '请填写方案名称' }, { min: 2, message: '方案名称至少 2 个字' }]}>
        <Input maxLength={30} showCount />
      </Form.Item>
      <Form.Item name="event" label="活动" rules={[{ required: true, message: '请选择活动' }]} extra="本商户自己的活动；已结束的活动不能选">
        <Select options={options} loading={events.isPending} showSearch optionFilterProp="label" placeholder="选择活动" />
      </Form.Item>
      <Form.Item name="quota" label="奖励名额" rules={[{ required: true, message: '请填写奖励名额' }]}>
        <InputNumber min={1} max={100000} precision={0} addonAfter="个" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="period" label="方案日期" rules={[{ required: true, message: '请选择方案日期' }]}>
        <DatePicker.RangePicker aria-label="方案日期" />
      </Form.Item>
      <Form.Item name="remark" label="说明">
        <Input.TextArea maxLength={200} showCount rows={3} />
      </Form.Item>
    </FormDialog>
  );
}

/** 方案: the operator's plans for this merchant (quota of one activity between two dates); 新建, 编辑, 删除 (asked first). */
function PlanPanel({ customer }: { customer: Customer }) {
  const gate = useGate();
  const navigate = useNavigate();
  const changed = useChanged(bonusPartnerPlanList, bonusPartnerCustomerDetail, bonusPartnerCustomerList);
  const [editing, setEditing] = useState<{ plan?: Plan } | null>(null);
  const columns: Column<Plan>[] = [
    { key: 'name', title: '方案名称', width: 170, ellipsis: true },
    { key: 'event_name', title: '活动', width: 170, render: (p) => <Typography.Link onClick={() => navigate(activityDetail(p.event))}>{p.event_name}</Typography.Link> },
    { key: 'quota', title: '已获得 / 名额', width: 120, value: (p) => `${p.used} / ${p.quota}` },
    { key: 'period', title: '方案日期', width: 210, value: (p) => `${p.start_date} 至 ${p.end_date}` },
    { key: 'state', title: '状态', width: 80, render: (p) => <Tag color={stateColors[p.state]}>{bonusPlanStates[p.state]}</Tag> },
    { key: 'remark', title: '说明', width: 200, ellipsis: true, value: (p) => p.remark || '-' },
    { key: 'operator', title: '创建人', width: 100 },
    { key: 'update_time', title: '更新时间', width: 170, value: (p) => formatDateTime(p.update_time) },
  ];
  const actions: RowAction<Plan>[] = [
    { key: 'edit', label: '编辑', permission: ['bonus:event:update'], onClick: (p) => setEditing({ plan: p }) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['bonus:event:update'],
      confirm: (p) => `删除方案「${p.name}」？已发放的奖励不受影响。`,
      onClick: async (p) => {
        await send(bonusPartnerPlanDelete, { id: p.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <>
      <CallTable
        id={`marketing-partner-plans-${customer.id}`}
        call={bonusPartnerPlanList}
        query={{ customer: customer.id }}
        rowKey="id"
        columns={columns}
        actions={actions}
        toolbar={
          gate({ permission: ['bonus:event:update'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新建方案
            </Button>
          )
        }
      />
      {editing && <PlanDialog customer={customer} plan={editing.plan} onClose={() => setEditing(null)} />}
    </>
  );
}

/** 应用: the apps in which the merchant takes part in activities; 授权应用, 停用 (asked first) / 启用. */
function AppPanel({ customer }: { customer: Customer }) {
  const gate = useGate();
  const changed = useChanged(bonusPartnerAppList, bonusPartnerCustomerDetail, bonusPartnerCustomerList);
  const [adding, setAdding] = useState(false);
  const list = useQuery({ queryKey: [bonusPartnerAppList.path, customer.id], queryFn: () => send(bonusPartnerAppList, { customer: customer.id }, { silent: true }) });
  const mayEdit = gate({ permission: ['bonus:event:update'] });
  const taken = new Set(list.data?.row.map((a) => a.app_id));
  const free = (list.data?.apps ?? []).filter((a) => !taken.has(a.app_id));
  const setStatus = (status: 0 | 1) => async (a: AppRow) => {
    await send(bonusPartnerAppStatus, { id: a.id, status });
    await changed(status ? '已启用' : '已停用');
  };
  const columns: Column<AppRow>[] = [
    { key: 'app_name', title: '应用', width: 200 },
    { key: 'app_id', title: '应用 ID', width: 150 },
    { key: 'domain', title: '域名', width: 200 },
    { key: 'status', title: '状态', width: 80, render: (a) => (a.status === 1 ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>) },
    { key: 'remark', title: '备注', width: 200, ellipsis: true, value: (a) => a.remark || '-' },
    { key: 'operator', title: '授权人', width: 100 },
    { key: 'create_time', title: '授权时间', width: 170, value: (a) => formatDateTime(a.create_time) },
  ];
  const actions: RowAction<AppRow>[] = mayEdit
    ? [
        { key: 'disable', label: '停用', danger: true, when: (a) => a.status === 1, confirm: (a) => `停用「${a.app_name}」？该商户在此应用中将看不到活动。`, onClick: setStatus(0) },
        { key: 'enable', label: '启用', when: (a) => a.status === 0, onClick: setStatus(1) },
      ]
    : [];
  return (
    <>
      <DataTable<AppRow>
        id={`marketing-partner-apps-${customer.id}`}
        rows={list.data?.row ?? []}
        total={list.data?.row.length ?? 0}
        page={1}
        size={100}
        onPage={() => undefined}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        rowKey="id"
        columns={columns}
        actions={actions}
        toolbar={
          mayEdit && (
            <Button type="primary" icon={<PlusOutlined />} disabled={!free.length} onClick={() => setAdding(true)}>
              授权应用
            </Button>
          )
        }
      />
      {adding && (
        <FormDialog<{ app_id: string; remark?: string }>
          open
          title={`授权应用 · ${customer.name}`}
          name="marketing-partner-app"
          changes={[bonusPartnerAppList, bonusPartnerCustomerDetail, bonusPartnerCustomerList]}
          onClose={() => setAdding(false)}
          onSubmit={async (v) => {
            await send(bonusPartnerAppCreate, { customer: customer.id, app_id: v.app_id, remark: v.remark?.trim() || undefined });
            return '已授权';
          }}
        >
          <Form.Item name="app_id" label="应用" rules={[{ required: true, message: '请选择应用' }]}>
            <Select options={free.map((a) => ({ value: a.app_id, label: `${a.name}（${a.domain}）` }))} placeholder="选择应用" />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input maxLength={200} />
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}

/**
 * 合作商户详情 (?id=&tab=): tabs 基本信息, 产品, 应用, 批次, 概览, 方案. docs/decisions.md, "Marketing center: partner customers".
 */
export default function PartnerCustomerDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <DetailPage<Customer>
      loadKey={[bonusPartnerCustomerDetail.path, id]}
      load={() => send(bonusPartnerCustomerDetail, { id })}
      title={(c) => (
        <Space wrap>
          {c.name}
          <CustomerStatusTag status={c.status} />
        </Space>
      )}
      back={PARTNER_CUSTOMER_LIST}
      activeTab={params.get('tab') ?? undefined}
      tabs={[
        { key: 'info', label: '基本信息', fields: infoFields },
        { key: 'product', label: '产品', render: (c) => <ProductPanel customer={c} /> },
        { key: 'app', label: '应用', render: (c) => <AppPanel customer={c} /> },
        { key: 'batch', label: '批次', render: (c) => <BatchPanel customer={c} /> },
        { key: 'overview', label: '概览', render: (c) => <OverviewPanel customer={c} /> },
        { key: 'program', label: '方案', render: (c) => <PlanPanel customer={c} /> },
      ]}
    />
  );
}
