import { PlusOutlined } from '@ant-design/icons';
import {
  CrowdRule,
  crowdRules,
  EventAudience,
  eventAudiences,
  energyEventCreate,
  energyEventCrowdCreate,
  energyEventCrowdDelete,
  energyEventCrowdList,
  energyEventCrowdUpdate,
  energyEventGet,
  energyEventList,
  energyEventStatus,
  energyEventUpdate,
  energyEventUserCreate,
  energyEventUserDelete,
  energyEventUserList,
  energyEventUserUpdate,
  EventKind,
  eventKinds,
  EventState,
  eventStates,
  EventStatus,
  eventUserSources,
  formatDateTime,
  type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { PriceInput } from '../../widgets/price-input/price-input';
import { DetailPage } from '../../widgets/resource/detail-page';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { yuanText } from './order-shared';
import { useEnergyPlatform } from './shared';
import { StationLayout } from './station-detail';

// 电站详情 › 活动 (energy-packages-events slice): 活动列表, 新建 / 编辑活动, 活动详情, 活动用户 and 活动人群.
// docs/decisions.md, "Energy charging packages and events".

type EventRow = CallReply<typeof energyEventList>['row'][number];
type UserRow = CallReply<typeof energyEventUserList>['row'][number];
type CrowdRow = CallReply<typeof energyEventCrowdList>['row'][number];

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
const kindOptions = options(eventKinds);
const audienceOptions = options(eventAudiences);
const stateOptions = options(eventStates);
const ruleOptions = options(crowdRules);
const sourceOptions = options(eventUserSources);

const stateColours: Record<number, string> = { 0: 'default', 1: 'cyan', 2: 'processing', 3: 'warning', 4: 'default' };
export const EventStateTag = ({ state }: { state: number }) => <Tag color={stateColours[state]}>{eventStates[state as 0 | 1 | 2 | 3 | 4] ?? state}</Tag>;

/** 服务费 8.5 折, 电费每度减 ¥0.10, 满 ¥50.00 减 ¥5.00. */
export const discountText = (e: { kind: number; value: number; threshold: number }) =>
  e.kind === EventKind.serviceDiscount ? `服务费 ${e.value / 10} 折` : e.kind === EventKind.energyOff ? `电费每度减 ${yuanText(e.value)}` : `满 ${yuanText(e.threshold)} 减 ${yuanText(e.value)}`;
const periodText = (e: { start_time: string; end_time: string }) => `${formatDateTime(e.start_time)} 至 ${formatDateTime(e.end_time)}`;

/** A crowd's rule in words: 近 30 天首次充电, 近 30 天充电 ≥ 4 次, 60 天未充电, 持有生效中的套餐. */
export const ruleText = (c: { rule: number; days: number; times: number }) =>
  c.rule === CrowdRule.newcomer ? `近 ${c.days} 天首次充电` : c.rule === CrowdRule.active ? `近 ${c.days} 天充电 ≥ ${c.times} 次` : c.rule === CrowdRule.dormant ? `${c.days} 天以上未充电` : '持有生效中的套餐';

/** The status moves of an event: 发布 a draft, 暂停 / 恢复, 结束 (asked first). */
function useStatusActions() {
  const { can } = useEnergyPlatform();
  const changed = useChanged(energyEventList, energyEventGet);
  const move = async (r: { event_id: number }, status: 1 | 2 | 3, done: string) => {
    await send(energyEventStatus, { event_id: r.event_id, status });
    await changed(done);
  };
  const permission = can('event', 'update');
  return [
    { key: 'publish', label: '发布', permission, when: (r: { state: number }) => r.state === EventState.draft, confirm: (r: { name: string }) => `发布「${r.name}」？发布后活动条款不能再修改。`, onClick: (r: { event_id: number }) => move(r, 1, '活动已发布') },
    { key: 'pause', label: '暂停', permission, when: (r: { state: number }) => r.state === EventState.running || r.state === EventState.upcoming, confirm: (r: { name: string }) => `暂停「${r.name}」？暂停期间用户不享受优惠。`, onClick: (r: { event_id: number }) => move(r, 2, '活动已暂停') },
    { key: 'resume', label: '恢复', permission, when: (r: { state: number }) => r.state === EventState.paused, onClick: (r: { event_id: number }) => move(r, 1, '活动已恢复') },
    { key: 'end', label: '结束', danger: true, permission, when: (r: { status: number; state: number }) => r.status !== EventStatus.draft && r.status !== EventStatus.ended, confirm: (r: { name: string }) => `结束「${r.name}」？结束后不能再恢复。`, onClick: (r: { event_id: number }) => move(r, 3, '活动已结束') },
  ];
}

const eventColumns = (open: (r: EventRow) => void): Column<EventRow>[] => [
  { key: 'name', title: '活动名称', width: 200, fixed: 'left', render: (r) => <Typography.Link onClick={() => open(r)}>{r.name}</Typography.Link> },
  { key: 'kind', title: '活动类型', width: 110, value: (r) => eventKinds[r.kind as 1 | 2 | 3] },
  { key: 'discount', title: '优惠', width: 170, value: discountText },
  { key: 'audience', title: '参与对象', width: 100, value: (r) => eventAudiences[r.audience as 1 | 2 | 3] },
  { key: 'period', title: '活动时间', width: 320, value: periodText },
  { key: 'state', title: '状态', width: 90, render: (r) => <EventStateTag state={r.state} /> },
  { key: 'usage', title: '优惠次数 / 金额', width: 150, value: (r) => `${r.used_count} 次 / ${yuanText(r.discount_amount)}` },
  { key: 'budget', title: '预算', width: 110, value: (r) => (r.budget ? yuanText(r.budget) : '不限') },
  { key: 'create_time', title: '创建时间', width: 170, defaultHidden: true, value: (r) => formatDateTime(r.create_time) },
];

/** 活动列表 (…/detail/event/list?station=): the station's events; 新建, 详情, 编辑 a draft, 发布, 暂停, 恢复, 结束. */
function EventList({ station }: { station: string }) {
  const navigate = useNavigate();
  const gate = useGate();
  const { platform, paths, can } = useEnergyPlatform();
  const statusActions = useStatusActions();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'keywords', label: '活动名称', maxLength: 30 },
      { kind: 'select', key: 'state', label: '状态', options: stateOptions },
      { kind: 'select', key: 'kind', label: '活动类型', options: kindOptions },
    ],
    [],
  );
  const fixedQuery = useMemo(() => ({ station_code: station }), [station]);
  const open = (r: EventRow) => navigate(`${paths.detailEventDetail}?station=${station}&event_id=${r.event_id}`);
  const actions: RowAction<EventRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'edit', label: '编辑', permission: can('event', 'update'), when: (r) => r.status === EventStatus.draft, onClick: (r) => navigate(`${paths.detailEventCreate}?station=${station}&event_id=${r.event_id}`) },
    ...statusActions,
    { key: 'users', label: '活动用户', onClick: (r) => navigate(`${paths.detailEventUser}?station=${station}&event_id=${r.event_id}`) },
    { key: 'crowds', label: '活动人群', onClick: (r) => navigate(`${paths.detailEventCrowd}?station=${station}&event_id=${r.event_id}`) },
  ];
  return (
    <ListPage
      id={`energy-event-${platform}`}
      call={energyEventList}
      rowKey="event_id"
      filters={filters}
      fixedQuery={fixedQuery}
      columns={eventColumns(open)}
      actions={actions}
      toolbar={() =>
        gate({ permission: can('event', 'create') }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${paths.detailEventCreate}?station=${station}`)}>
            新建活动
          </Button>
        )
      }
    />
  );
}

export default function EventListPage() {
  return <StationLayout>{(station) => <EventList station={station} />}</StationLayout>;
}

type Values = Record<string, unknown>;
const kindOf = (v: Values) => Number(v.kind);

export const eventFields: FormField[] = [
  { kind: 'text', key: 'name', label: '活动名称', required: true, maxLength: 30, placeholder: '如：夜间充电服务费 8 折', rules: [{ min: 2, message: '活动名称至少 2 个字' }] },
  { kind: 'select', key: 'kind', label: '活动类型', required: true, options: kindOptions },
  {
    kind: 'custom',
    key: 'discount_rate',
    label: '服务费折扣',
    required: true,
    hiddenWhen: (v) => kindOf(v) !== EventKind.serviceDiscount,
    render: (form) => (
      <Space>
        <Form.Item name="discount_rate" noStyle rules={[{ validator: async (_, v?: number) => { if (Number(form.getFieldValue('kind')) === EventKind.serviceDiscount && !v) throw new Error('请填写折扣'); } }]}>
          <InputNumber aria-label="服务费折扣" min={1} max={9.9} step={0.5} precision={1} style={{ width: 200 }} />
        </Form.Item>
        <span>折（1.0–9.9）</span>
      </Space>
    ),
  },
  {
    kind: 'custom',
    key: 'threshold',
    label: '满减门槛',
    required: true,
    hiddenWhen: (v) => kindOf(v) !== EventKind.fullReduction,
    render: (form) => (
      <Form.Item name="threshold" noStyle rules={[{ validator: async (_, v?: number) => { if (Number(form.getFieldValue('kind')) === EventKind.fullReduction && !v) throw new Error('请填写满减门槛'); } }]}>
        <PriceInput aria-label="满减门槛" max={10_000} style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'amount',
    label: '减免金额',
    required: true,
    extra: '电费立减：每度电减免的金额；满减：单笔订单满门槛后减免的金额',
    hiddenWhen: (v) => kindOf(v) === EventKind.serviceDiscount,
    render: (form) => (
      <Form.Item
        name="amount"
        noStyle
        dependencies={['threshold', 'kind']}
        rules={[
          {
            validator: async (_, v?: number) => {
              const kind = Number(form.getFieldValue('kind'));
              if (kind === EventKind.serviceDiscount) return;
              if (!v) throw new Error('请填写减免金额');
              if (kind === EventKind.energyOff && v > 200) throw new Error('电费立减每度最多 2.00 元');
              if (kind === EventKind.fullReduction && v >= Number(form.getFieldValue('threshold') ?? 0)) throw new Error('减免金额须小于满减门槛');
            },
          },
        ]}
      >
        <PriceInput aria-label="减免金额" max={10_000} style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  { kind: 'select', key: 'audience', label: '参与对象', required: true, options: audienceOptions, extra: '指定人群、指定用户的活动，发布前须在「活动人群」「活动用户」中添加' },
  { kind: 'datetime', key: 'start_time', label: '开始时间', required: true },
  {
    kind: 'datetime',
    key: 'end_time',
    label: '结束时间',
    required: true,
    rules: [({ getFieldValue }) => ({ validator: async (_, v?: { valueOf(): number }) => { const start = getFieldValue('start_time') as { valueOf(): number } | undefined; if (v && start && v.valueOf() <= start.valueOf()) throw new Error('结束时间须晚于开始时间'); } })],
  },
  {
    kind: 'custom',
    key: 'budget',
    label: '优惠预算',
    extra: '优惠总额达到预算后自动停止；不填为不限',
    render: () => (
      <Form.Item name="budget" noStyle>
        <PriceInput aria-label="优惠预算" max={1_000_000} style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'per_user_limit',
    label: '每人可享次数',
    extra: '不填为不限',
    render: () => (
      <Form.Item name="per_user_limit" noStyle>
        <InputNumber aria-label="每人可享次数" min={0} max={1000} precision={0} style={{ width: 200 }} />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'description', label: '活动说明', maxLength: 500, rows: 3, placeholder: '展示给用户的活动规则' },
];

const eventBody = (v: Values) => {
  const kind = kindOf(v) as 1 | 2 | 3;
  return {
    name: String(v.name),
    kind,
    value: kind === EventKind.serviceDiscount ? Math.round(Number(v.discount_rate) * 10) : Number(v.amount),
    ...(kind === EventKind.fullReduction ? { threshold: Number(v.threshold) } : {}),
    audience: Number(v.audience) as 1 | 2 | 3,
    start_time: String(v.start_time),
    end_time: String(v.end_time),
    ...(v.budget ? { budget: Number(v.budget) } : {}),
    ...(v.per_user_limit ? { per_user_limit: Number(v.per_user_limit) } : {}),
    ...(v.description ? { description: String(v.description) } : {}),
  };
};

/** 新建活动 (…/detail/event/create?station=), and 编辑 a draft with `&event_id=`: saved as a 草稿. */
function EventForm({ station }: { station: string }) {
  const [params] = useSearchParams();
  const { paths } = useEnergyPlatform();
  const id = Number(params.get('event_id')) || undefined;
  return (
    <FormPage
      id={`energy-event-form-${id ?? 'new'}`}
      fields={eventFields}
      initialValues={{ kind: EventKind.serviceDiscount, audience: EventAudience.all, discount_rate: 8 }}
      {...(id
        ? {
            loadKey: [energyEventGet.path, id],
            load: async () => {
              const r = await send(energyEventGet, { event_id: id });
              return {
                name: r.name,
                kind: r.kind,
                ...(r.kind === EventKind.serviceDiscount ? { discount_rate: r.value / 10 } : { amount: r.value }),
                threshold: r.threshold || undefined,
                audience: r.audience,
                start_time: r.start_time,
                end_time: r.end_time,
                budget: r.budget || undefined,
                per_user_limit: r.per_user_limit || undefined,
                description: r.description,
              };
            },
          }
        : {})}
      submit={async (v) => {
        if (id) {
          await send(energyEventUpdate, { event_id: id, ...eventBody(v) });
          return '活动已保存';
        }
        await send(energyEventCreate, { station_code: station, ...eventBody(v) });
        return '活动已保存为草稿，确认无误后请发布';
      }}
      back={`${paths.detailEventList}?station=${station}`}
      invalidate={[[energyEventList.path], [energyEventGet.path]]}
    />
  );
}

export function EventFormPage() {
  return <StationLayout>{(station) => <EventForm station={station} />}</StationLayout>;
}

/** 活动详情 (…/detail/event/detail?station=&event_id=): the terms, the usage, its users and crowds. */
function EventDetail({ station }: { station: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { paths, can } = useEnergyPlatform();
  const statusActions = useStatusActions();
  const id = Number(params.get('event_id'));
  return (
    <DetailPage<CallReply<typeof energyEventGet>>
      loadKey={[energyEventGet.path, id]}
      load={() => send(energyEventGet, { event_id: id })}
      title={(r) => (
        <Space>
          {r.name}
          <EventStateTag state={r.state} />
        </Space>
      )}
      back={`${paths.detailEventList}?station=${station}`}
      fields={[
        { key: 'kind', label: '活动类型', value: (r) => eventKinds[r.kind as 1 | 2 | 3] },
        { key: 'discount', label: '优惠', value: discountText },
        { key: 'audience', label: '参与对象', value: (r) => eventAudiences[r.audience as 1 | 2 | 3] },
        { key: 'period', label: '活动时间', span: 2, value: periodText },
        { key: 'budget', label: '优惠预算', value: (r) => (r.budget ? yuanText(r.budget) : '不限') },
        { key: 'per_user_limit', label: '每人可享', value: (r) => (r.per_user_limit ? `${r.per_user_limit} 次` : '不限') },
        { key: 'usage', label: '已优惠', value: (r) => `${r.used_count} 次，共 ${yuanText(r.discount_amount)}` },
        { key: 'members', label: '用户 / 人群', value: (r) => `${r.user_count} 位 / ${r.crowd_count} 个` },
        { key: 'station', label: '电站', value: (r) => `${r.station_name}（${r.station_code}）` },
        { key: 'create_time', label: '创建时间', value: (r) => formatDateTime(r.create_time) },
        { key: 'description', label: '活动说明', span: 'filled', value: (r) => r.description || '-' },
      ]}
      actions={[
        { key: 'edit', label: '编辑', primary: true, permission: can('event', 'update'), when: (r) => r.status === EventStatus.draft, onClick: () => navigate(`${paths.detailEventCreate}?station=${station}&event_id=${id}`) },
        ...statusActions,
        { key: 'users', label: '活动用户', onClick: () => navigate(`${paths.detailEventUser}?station=${station}&event_id=${id}`) },
        { key: 'crowds', label: '活动人群', onClick: () => navigate(`${paths.detailEventCrowd}?station=${station}&event_id=${id}`) },
      ]}
    />
  );
}

export function EventDetailPage() {
  return <StationLayout>{(station) => <EventDetail station={station} />}</StationLayout>;
}

/** The station's events for a filter or a dialog (the 100 newest), those not ended when `open` only. */
function useStationEvents(station: string) {
  const events = useQuery({ queryKey: [energyEventList.path, 'options', station], queryFn: () => send(energyEventList, { station_code: station, page_size: 100 }) });
  const rows = events.data?.row ?? [];
  return { all: rows.map((e) => ({ value: e.event_id, label: e.name })), open: rows.filter((e) => e.state !== EventState.ended).map((e) => ({ value: e.event_id, label: `${e.name}（${eventStates[e.state as 0]}）` })) };
}

const userColumns: Column<UserRow>[] = [
  { key: 'mobile', title: '手机号', width: 130, fixed: 'left' },
  { key: 'user_name', title: '用户', width: 100, value: (r) => r.user_name || '-' },
  { key: 'plate', title: '车牌号', width: 100, value: (r) => r.plate || '-' },
  { key: 'event_name', title: '活动', width: 200, ellipsis: true },
  { key: 'source', title: '来源', width: 90, value: (r) => eventUserSources[r.source as 1 | 2] },
  { key: 'used', title: '已享 / 优惠金额', width: 150, value: (r) => `${r.used_count} 次 / ${yuanText(r.discount_amount)}` },
  { key: 'last_use_time', title: '最近使用', width: 170, value: (r) => (r.last_use_time ? formatDateTime(r.last_use_time) : '-') },
  { key: 'notes', title: '备注', width: 160, ellipsis: true, value: (r) => r.notes || '-' },
  { key: 'create_time', title: '加入时间', width: 170, defaultHidden: true, value: (r) => formatDateTime(r.create_time) },
];

function UserDialog({ station, user, event, open, onClose }: { station: string; user?: UserRow; event?: number; open: boolean; onClose: () => void }) {
  const events = useStationEvents(station);
  return (
    <FormDialog<{ event_id: number; mobile: string; user_name?: string; plate?: string; notes?: string }>
      open={open}
      title={user ? `编辑活动用户 · ${user.mobile}` : '添加活动用户'}
      name="energy-event-user"
      initialValues={user ? { user_name: user.user_name, plate: user.plate || undefined, notes: user.notes } : event ? { event_id: event } : undefined}
      changes={[energyEventUserList, energyEventList, energyEventGet]}
      onClose={onClose}
      onSubmit={async (v) => {
        const fields = { ...(v.user_name?.trim() ? { user_name: v.user_name.trim() } : {}), ...(v.plate?.trim() ? { plate: v.plate.trim().toUpperCase() } : {}), ...(v.notes?.trim() ? { notes: v.notes.trim() } : {}) };
        if (user) await send(energyEventUserUpdate, { id: user.id, ...fields });
        else await send(energyEventUserCreate, { event_id: v.event_id, mobile: v.mobile.trim(), ...fields });
        return user ? '活动用户已保存' : '活动用户已添加';
      }}
    >
      {!user && (
        <>
          <Form.Item name="event_id" label="活动" rules={[{ required: true, message: '请选择活动' }]}>
            <Select options={events.open} aria-label="活动" placeholder="未结束的活动" />
          </Form.Item>
          <Form.Item name="mobile" label="手机号" rules={[{ required: true, message: '请填写手机号' }, { pattern: /^1[3-9][0-9]{9}$/, message: '请输入正确的手机号' }]}>
            <Input maxLength={11} placeholder="用户注册充电 App 的手机号" />
          </Form.Item>
        </>
      )}
      <Form.Item name="user_name" label="用户姓名">
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="plate" label="车牌号" rules={[{ pattern: /^[\u4e00-\u9fa5][A-Za-z][A-Za-z0-9]{5,6}$/, message: '请输入正确的车牌号，如 粤B12345' }]}>
        <Input maxLength={8} placeholder="选填，如 粤B12345" />
      </Form.Item>
      <Form.Item name="notes" label="备注">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** 活动用户 (…/detail/event/user?station=[&event_id=]): the users of the station's events; 添加, 编辑, 移除 (asked first). */
function EventUsers({ station }: { station: string }) {
  const gate = useGate();
  const [params] = useSearchParams();
  const { platform, can } = useEnergyPlatform();
  const events = useStationEvents(station);
  const changed = useChanged(energyEventUserList, energyEventList, energyEventGet);
  const [editing, setEditing] = useState<{ user?: UserRow } | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'select', key: 'event_id', label: '活动', options: events.all },
      { kind: 'text', key: 'keywords', label: '关键词', placeholder: '手机号或车牌号开头', maxLength: 11 },
      { kind: 'select', key: 'source', label: '来源', options: sourceOptions },
    ],
    [events.all],
  );
  const fixedQuery = useMemo(() => ({ station_code: station }), [station]);
  const actions: RowAction<UserRow>[] = [
    { key: 'edit', label: '编辑', permission: can('event', 'update'), onClick: (r) => setEditing({ user: r }) },
    {
      key: 'remove',
      label: '移除',
      danger: true,
      permission: can('event', 'update'),
      when: (r) => r.used_count === 0,
      confirm: (r) => `将 ${r.mobile} 移出活动「${r.event_name}」？`,
      onClick: async (r) => {
        await send(energyEventUserDelete, { id: r.id });
        await changed('已移除');
      },
    },
  ];
  return (
    <>
      <ListPage
        id={`energy-event-user-${platform}`}
        call={energyEventUserList}
        rowKey="id"
        filters={filters}
        fixedQuery={fixedQuery}
        columns={userColumns}
        actions={actions}
        toolbar={() =>
          gate({ permission: can('event', 'update') }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              添加用户
            </Button>
          )
        }
      />
      <UserDialog key={editing?.user?.id ?? 'new'} station={station} user={editing?.user} event={Number(params.get('event_id')) || undefined} open={!!editing} onClose={() => setEditing(null)} />
    </>
  );
}

export function EventUserPage() {
  return <StationLayout>{(station) => <EventUsers station={station} />}</StationLayout>;
}

const crowdColumns: Column<CrowdRow>[] = [
  { key: 'name', title: '人群名称', width: 180, fixed: 'left' },
  { key: 'rule', title: '规则', width: 110, value: (r) => crowdRules[r.rule as 1 | 2 | 3 | 4] },
  { key: 'condition', title: '条件', width: 190, value: ruleText },
  { key: 'matched', title: '当前人数', width: 100, value: (r) => `${r.matched} 人` },
  { key: 'event_name', title: '活动', width: 200, ellipsis: true },
  { key: 'notes', title: '备注', width: 160, ellipsis: true, value: (r) => r.notes || '-' },
  { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

interface CrowdValues {
  event_id: number;
  name: string;
  rule: 1 | 2 | 3 | 4;
  days?: number;
  times?: number;
  notes?: string;
}

function CrowdDialog({ station, crowd, event, open, onClose }: { station: string; crowd?: CrowdRow; event?: number; open: boolean; onClose: () => void }) {
  const events = useStationEvents(station);
  return (
    <FormDialog<CrowdValues>
      open={open}
      title={crowd ? `编辑人群 · ${crowd.name}` : '新增人群'}
      name="energy-event-crowd"
      initialValues={crowd ? { name: crowd.name, rule: crowd.rule as CrowdValues['rule'], days: crowd.days || undefined, times: crowd.times || undefined, notes: crowd.notes } : { rule: CrowdRule.newcomer, days: 30, ...(event ? { event_id: event } : {}) }}
      changes={[energyEventCrowdList, energyEventList, energyEventGet]}
      onClose={onClose}
      onSubmit={async (v) => {
        const fields = {
          name: v.name.trim(),
          rule: v.rule,
          ...(v.rule !== CrowdRule.packageHolder ? { days: v.days } : {}),
          ...(v.rule === CrowdRule.active ? { times: v.times } : {}),
          ...(v.notes?.trim() ? { notes: v.notes.trim() } : {}),
        };
        if (crowd) await send(energyEventCrowdUpdate, { id: crowd.id, ...fields });
        else await send(energyEventCrowdCreate, { event_id: v.event_id, ...fields });
        return crowd ? '人群已保存' : '人群已新增';
      }}
    >
      {!crowd && (
        <Form.Item name="event_id" label="活动" rules={[{ required: true, message: '请选择活动' }]}>
          <Select options={events.open} aria-label="活动" placeholder="未结束的活动" />
        </Form.Item>
      )}
      <Form.Item name="name" label="人群名称" rules={[{ required: true, whitespace: true, message: '请填写人群名称' }, { min: 2, message: '人群名称至少 2 个字' }]}>
        <Input maxLength={30} placeholder="如：近 30 天新用户" />
      </Form.Item>
      <Form.Item name="rule" label="人群规则" rules={[{ required: true, message: '请选择人群规则' }]} extra="按本电站的充电记录（车牌）与套餐购买（手机号）实时圈选">
        <Select options={ruleOptions} aria-label="人群规则" />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.rule !== b.rule}>
        {({ getFieldValue }) => {
          const rule = getFieldValue('rule') as number;
          return (
            <>
              {rule !== CrowdRule.packageHolder && (
                <Form.Item name="days" label={rule === CrowdRule.dormant ? '未充电天数' : '统计天数（近 N 天）'} rules={[{ required: true, message: '请填写天数' }]}>
                  <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} aria-label="天数" />
                </Form.Item>
              )}
              {rule === CrowdRule.active && (
                <Form.Item name="times" label="至少充电次数" rules={[{ required: true, message: '请填写充电次数' }]}>
                  <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} aria-label="充电次数" />
                </Form.Item>
              )}
            </>
          );
        }}
      </Form.Item>
      <Form.Item name="notes" label="备注">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** 活动人群 (…/detail/event/crowd?station=[&event_id=]): the crowds of the station's events, with their size now. */
function EventCrowds({ station }: { station: string }) {
  const gate = useGate();
  const [params] = useSearchParams();
  const { platform, can } = useEnergyPlatform();
  const events = useStationEvents(station);
  const changed = useChanged(energyEventCrowdList, energyEventList, energyEventGet);
  const [editing, setEditing] = useState<{ crowd?: CrowdRow } | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'select', key: 'event_id', label: '活动', options: events.all },
      { kind: 'select', key: 'rule', label: '人群规则', options: ruleOptions },
    ],
    [events.all],
  );
  const fixedQuery = useMemo(() => ({ station_code: station }), [station]);
  const actions: RowAction<CrowdRow>[] = [
    { key: 'edit', label: '编辑', permission: can('event', 'update'), onClick: (r) => setEditing({ crowd: r }) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: can('event', 'update'),
      confirm: (r) => `删除人群「${r.name}」？该人群的用户将不再参与活动「${r.event_name}」。`,
      onClick: async (r) => {
        await send(energyEventCrowdDelete, { id: r.id });
        await changed('人群已删除');
      },
    },
  ];
  return (
    <>
      <ListPage
        id={`energy-event-crowd-${platform}`}
        call={energyEventCrowdList}
        rowKey="id"
        filters={filters}
        fixedQuery={fixedQuery}
        columns={crowdColumns}
        actions={actions}
        toolbar={() =>
          gate({ permission: can('event', 'update') }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增人群
            </Button>
          )
        }
      />
      <CrowdDialog key={editing?.crowd?.id ?? 'new'} station={station} crowd={editing?.crowd} event={Number(params.get('event_id')) || undefined} open={!!editing} onClose={() => setEditing(null)} />
    </>
  );
}

export function EventCrowdPage() {
  return <StationLayout>{(station) => <EventCrowds station={station} />}</StationLayout>;
}
