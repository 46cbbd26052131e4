import {
  formatDateTime, normalPlate, storedValueCreate, storedValueGet, storedValueList, storedValueRecharge, storedValueRechargePreview, storedValueStatus, storedValueUpdate,
  STORED_VALUE_RECHARGE_MAX, type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Form, Input, Radio, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { send, useIdempotencyKey } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { ParkPicker } from '../../../widgets/park-picker';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage, listKey } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { parkAndPlate } from '../records/shared';
import { mobileRules, PlateColourField, plateRules } from '../vehicles/shared';
import { flowKindText, payTypeOptions, payTypeText, SignedAmount, storedValueStatusOptions, StoredValueStatusTag, yuan } from './shared';

// 储值车 (`/parking-merchant/vehicle/stored-value`): the merchant's stored-value accounts — 开户, 充值 (the auto-recharge
// bonus shown first; sent once per idempotency key), 编辑, 停用 (asks first) / 启用, 详情 with the ledger. docs/decisions.md,
// "Stored-value cars and auto recharge".

type Row = CallReply<typeof storedValueList>['row'][number];
const CREATE = ['parking:stored:value:create'];
const UPDATE = ['parking:stored:value:update'];
const RECHARGE = ['parking:stored:value:recharge'];
const touched = [storedValueList, storedValueGet];

const filters: FilterField[] = [
  ...parkAndPlate,
  { kind: 'text', key: 'keywords', label: '车主', placeholder: '姓名或手机号后四位', maxLength: 20 },
  { kind: 'select', key: 'status', label: '状态', options: storedValueStatusOptions },
];

const columns = (open: (r: Row) => void): Column<Row>[] => [
  { key: 'plate', title: '车牌号', width: 130, fixed: 'left', render: (r) => <a onClick={() => open(r)}><LicencePlate plate={r.plate} color={r.plate_color} size="small" /></a> },
  { key: 'park_name', title: '停车场', width: 170, ellipsis: true },
  { key: 'holder_name', title: '车主', width: 100 },
  { key: 'mobile', title: '手机号', width: 130 },
  { key: 'balance', title: '余额', width: 120, render: (r) => <Typography.Text strong>{yuan(r.balance)}</Typography.Text> },
  { key: 'recharged', title: '累计充值', width: 120, value: (r) => yuan(r.recharged) },
  { key: 'bonus', title: '累计赠送', width: 110, value: (r) => yuan(r.bonus) },
  { key: 'spent', title: '累计消费', width: 110, value: (r) => yuan(r.spent) },
  { key: 'status', title: '状态', width: 90, render: (r) => <StoredValueStatusTag status={r.status} /> },
  { key: 'last_recharge_time', title: '最近充值', width: 170, value: (r) => (r.last_recharge_time ? formatDateTime(r.last_recharge_time) : '-') },
  { key: 'create_time', title: '开户时间', width: 170, value: (r) => formatDateTime(r.create_time), defaultHidden: true },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, defaultHidden: true },
];

/** The filtered accounts' balance: read from the list's own cached reply (the same query key). */
function BalanceTotal({ query }: { query: Record<string, unknown> }) {
  const reply = useQuery({ queryKey: listKey(storedValueList, query), queryFn: () => send(storedValueList, query as never, { silent: true }) });
  if (!reply.data) return null;
  return (
    <Typography.Text type="secondary" data-testid="stored-value-total">
      筛选结果余额合计 <Typography.Text strong>{yuan(reply.data.balance_total)}</Typography.Text>
    </Typography.Text>
  );
}

interface AccountValues {
  park_code: string;
  plate: string;
  plate_color: number;
  holder_name: string;
  mobile: string;
  remark?: string;
}

/** 开户 (no account) or 编辑 the holder of one (its park and plate stay). */
function AccountDialog({ account, open, onClose }: { account?: Row; open: boolean; onClose: () => void }) {
  return (
    <FormDialog<AccountValues>
      open={open}
      title={account ? `编辑储值车 · ${account.plate}` : '储值车开户'}
      name="parking-stored-value"
      initialValues={account ? { holder_name: account.holder_name, remark: account.remark } : { plate_color: 1 }}
      changes={touched}
      onClose={onClose}
      onSubmit={async (v) => {
        const holder = { holder_name: v.holder_name.trim(), mobile: v.mobile, remark: v.remark?.trim() || undefined };
        if (account) {
          await send(storedValueUpdate, { id: account.id, ...holder });
          return '已保存';
        }
        await send(storedValueCreate, { park_code: v.park_code, plate: normalPlate(v.plate), plate_color: v.plate_color as 1, ...holder });
        return '开户成功，可以为它充值了';
      }}
    >
      {!account && (
        <>
          <Form.Item name="park_code" label="停车场" rules={[{ required: true, message: '请选择停车场' }]}>
            <ParkPicker allowAll={false} />
          </Form.Item>
          <Form.Item name="plate" label="车牌号" rules={plateRules}>
            <Input maxLength={10} placeholder="如 粤B12345" />
          </Form.Item>
          <PlateColourField />
        </>
      )}
      <Form.Item name="holder_name" label="车主姓名" rules={[{ required: true, whitespace: true, message: '请填写车主姓名' }, { min: 2, message: '车主姓名至少 2 个字' }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={mobileRules} extra={account ? '列表中的手机号已脱敏，请重新填写完整手机号' : undefined}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/** 充值: amount in 元, pay type; the bonus the auto-recharge rules add is shown before confirming. One key per recharge. */
export function RechargeDialog({ account, onClose }: { account: Row | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  const [amount, setAmount] = useState<number | null>(null);
  const preview = useQuery({
    queryKey: [storedValueRechargePreview.path, account?.id, amount],
    queryFn: () => send(storedValueRechargePreview, { id: account!.id, amount: amount! }, { silent: true }),
    enabled: !!account && !!amount && amount > 0 && amount <= STORED_VALUE_RECHARGE_MAX,
  });
  return (
    <FormDialog<{ amount: number; pay_type: number; remark?: string }>
      open={!!account}
      title={`储值充值 · ${account?.plate ?? ''}`}
      name="parking-stored-value-recharge"
      okText="确认充值"
      initialValues={{ pay_type: 2 }}
      changes={touched}
      onClose={() => {
        setAmount(null);
        onClose();
      }}
      onSubmit={async (v) => {
        const done = await send(storedValueRecharge, { id: account!.id, amount: v.amount, pay_type: v.pay_type as 1, remark: v.remark?.trim() || undefined }, { idempotencyKey: key });
        renew();
        setAmount(null);
        return done.bonus > 0 ? `充值成功，赠送 ${yuan(done.bonus)}，余额 ${yuan(done.balance)}` : `充值成功，余额 ${yuan(done.balance)}`;
      }}
    >
      <Typography.Paragraph type="secondary">
        {account?.park_name} · {account?.holder_name} · 当前余额 {account ? yuan(account.balance) : ''}
      </Typography.Paragraph>
      <Form.Item
        name="amount"
        label="充值金额"
        rules={[
          { required: true, message: '请填写充值金额' },
          { validator: (_, v: number | null) => (v === null || v === undefined || (v >= 1 && v <= STORED_VALUE_RECHARGE_MAX) ? Promise.resolve() : Promise.reject(new Error('充值金额须在 0.01 至 50000 元之间'))) },
        ]}
      >
        <PriceInput style={{ width: '100%' }} aria-label="充值金额" onChange={(v) => setAmount(v)} />
      </Form.Item>
      {preview.data && (
        <Alert
          style={{ marginBottom: 16 }}
          type={preview.data.bonus > 0 ? 'success' : 'info'}
          message={preview.data.bonus > 0 ? `按「${preview.data.rule_name}」赠送 ${yuan(preview.data.bonus)}，到账 ${yuan((amount ?? 0) + preview.data.bonus)}` : '此金额没有可用的充值赠送'}
        />
      )}
      <Form.Item name="pay_type" label="支付方式" rules={[{ required: true, message: '请选择支付方式' }]}>
        <Radio.Group options={payTypeOptions} />
      </Form.Item>
      <Form.Item name="remark" label="说明">
        <Input maxLength={100} placeholder="可不填，如 收据号" />
      </Form.Item>
    </FormDialog>
  );
}

/** 详情: the account and its latest 50 ledger lines. */
function AccountDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useQuery({ queryKey: [storedValueGet.path, id], queryFn: () => send(storedValueGet, { id: id! }), enabled: id !== null });
  const a = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={a ? `储值车 · ${a.plate}` : '储值车'} width={720} styles={{ wrapper: { maxWidth: '100vw' } }}>
      {!a ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions
            column={2}
            bordered
            size="small"
            items={[
              { key: 'plate', label: '车牌号', children: <LicencePlate plate={a.plate} color={a.plate_color} size="small" /> },
              { key: 'status', label: '状态', children: <StoredValueStatusTag status={a.status} /> },
              { key: 'park', label: '停车场', children: `${a.park_name}（${a.park_code}）` },
              { key: 'holder', label: '车主', children: `${a.holder_name} · ${a.mobile}` },
              { key: 'balance', label: '余额', children: <Typography.Text strong>{yuan(a.balance)}</Typography.Text> },
              { key: 'recharged', label: '累计充值 / 赠送 / 消费', children: `${yuan(a.recharged)} / ${yuan(a.bonus)} / ${yuan(a.spent)}` },
              { key: 'create', label: '开户', children: `${formatDateTime(a.create_time)} · ${a.operator || '-'}` },
              { key: 'remark', label: '备注', children: a.remark || '-' },
            ]}
          />
          <Typography.Title level={5}>账户流水（最近 50 条）</Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={a.flows}
            scroll={{ x: 640 }}
            locale={{ emptyText: <Empty description="还没有流水" /> }}
            columns={[
              { key: 'time', title: '时间', width: 160, render: (_, f) => formatDateTime(f.create_time) },
              { key: 'kind', title: '类型', width: 90, render: (_, f) => flowKindText(f.kind) },
              { key: 'amount', title: '金额（元）', width: 100, render: (_, f) => <SignedAmount fen={f.amount} /> },
              { key: 'after', title: '余额（元）', width: 100, render: (_, f) => yuan(f.balance_after) },
              { key: 'pay', title: '支付方式', width: 100, render: (_, f) => payTypeText(f.pay_type) },
              { key: 'remark', title: '说明', render: (_, f) => f.remark || f.rule_name || '-' },
              { key: 'no', title: '流水号', width: 170, render: (_, f) => f.flow_no },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}

export default function StoredValuePage() {
  const gate = useGate();
  const changed = useChanged(...touched);
  const [editing, setEditing] = useState<{ account?: Row } | null>(null);
  const [recharging, setRecharging] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: (r) => setViewing(r.id) },
    { key: 'recharge', label: '充值', permission: RECHARGE, when: (r) => r.status === 1, onClick: setRecharging },
    { key: 'edit', label: '编辑', permission: CREATE, onClick: (r) => setEditing({ account: r }) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: UPDATE,
      when: (r) => r.status === 1,
      confirm: (r) => `停用 ${r.plate} 的储值账户？停用后该车按临时车计费，余额 ${yuan(r.balance)} 保留，启用后可继续使用。`,
      onClick: async (r) => {
        await send(storedValueStatus, { id: r.id, status: 2 });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (r) => r.status === 2,
      onClick: async (r) => {
        await send(storedValueStatus, { id: r.id, status: 1 });
        await changed('已启用');
      },
    },
  ];
  return (
    <>
      <ListPage
        id="parking-stored-value"
        call={storedValueList}
        rowKey="id"
        filters={filters}
        columns={columns((r) => setViewing(r.id))}
        actions={actions}
        toolbar={({ query }) => (
          <Space size={16}>
            <BalanceTotal query={query} />
            {gate({ permission: CREATE }) && (
              <Button type="primary" onClick={() => setEditing({})}>
                储值车开户
              </Button>
            )}
          </Space>
        )}
      />
      <AccountDialog open={!!editing} account={editing?.account} onClose={() => setEditing(null)} />
      <RechargeDialog account={recharging} onClose={() => setRecharging(null)} />
      <AccountDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
