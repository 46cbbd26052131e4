import {
  CardStatus,
  energyCardAclAdd,
  energyCardAclList,
  energyCardAclRemove,
  energyCardGet,
  energyCardList,
  energyCardRuntimeGet,
  energyCardRuntimeSet,
  energyCardStatus,
  energyCardUpdate,
  formatDateTime,
  formatMoney,
  type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { useGate } from '../../shell/session/gate';
import { PriceInput } from '../../widgets/price-input/price-input';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { useChanged } from '../../widgets/resource/use-changed';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { CardStatusTag, CLOCK, EnergyStatusTag, merchantText, StationPicker, useCardKind, useEnergyPlatform } from './shared';

type Card = CallReply<typeof energyCardGet>;
interface Key {
  kind: 1 | 2 | 3;
  card_no: string;
}

const targetTypes = { 1: 'energy_card', 2: 'energy_vin', 3: 'energy_virtual_card' } as const;

/** 运行设置: per-card limits (empty: no limit), saved together. */
function RuntimeForm({ cardKey, editable }: { cardKey: Key; editable: boolean }) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const changed = useChanged(energyCardRuntimeGet);
  const runtime = useQuery({ queryKey: [energyCardRuntimeGet.path, cardKey.kind, cardKey.card_no], queryFn: () => send(energyCardRuntimeGet, cardKey) });
  if (runtime.isPending) return <Skeleton active />;
  if (runtime.isError) return <ErrorPanel error={runtime.error} onRetry={() => void runtime.refetch()} />;
  const r = runtime.data;
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await send(energyCardRuntimeSet, {
        ...cardKey,
        daily_max_amount: values.daily_max_amount || null,
        max_power: values.max_power ? Math.round(values.max_power * 1000) : null,
        start_time: values.start_time || null,
        end_time: values.end_time || null,
      });
      await changed('运行设置已保存');
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      form={form}
      name={`energy-card-runtime-${cardKey.kind}-${cardKey.card_no}`}
      layout="horizontal"
      labelCol={{ flex: '160px' }}
      style={{ maxWidth: 560 }}
      disabled={!editable}
      initialValues={{ daily_max_amount: r.daily_max_amount, max_power: r.max_power === null ? null : r.max_power / 1000, start_time: r.start_time ?? '', end_time: r.end_time ?? '' }}
    >
      <Form.Item name="daily_max_amount" label="每日最高充电金额" extra="不填则不限">
        <PriceInput min={0.01} max={1_000_000} placeholder="不限" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="max_power" label="最大充电功率" extra="不填则不限（1–600 kW）">
        <InputNumber min={1} max={600} precision={1} suffix="kW" placeholder="不限" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="可用时段" extra="北京时间；两者都不填为全天可用">
        <Space>
          <Form.Item name="start_time" noStyle rules={[{ pattern: CLOCK, message: '请按 HH:mm 填写' }]}>
            <Input aria-label="可用开始时间" placeholder="如 07:00" maxLength={5} style={{ width: 100 }} />
          </Form.Item>
          <span>至</span>
          <Form.Item
            name="end_time"
            noStyle
            dependencies={['start_time']}
            rules={[
              { pattern: CLOCK, message: '请按 HH:mm 填写' },
              ({ getFieldValue }) => ({
                validator: (_, value?: string) => {
                  const start = getFieldValue('start_time') as string;
                  if (!start !== !value) return Promise.reject(new Error('开始和结束时间须同时填写'));
                  return value && value <= start ? Promise.reject(new Error('结束时间须晚于开始时间')) : Promise.resolve();
                },
              }),
            ]}
          >
            <Input aria-label="可用结束时间" placeholder="如 23:00" maxLength={5} style={{ width: 100 }} />
          </Form.Item>
        </Space>
      </Form.Item>
      {editable && (
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={saving} onClick={save}>
            保存运行设置
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}

/** 可用电站: the stations the card may start charging at — only its merchant's; none means all of them. */
function AclPanel({ card, editable }: { card: Card; editable: boolean }) {
  const { modal } = App.useApp();
  const key = { kind: card.kind as Key['kind'], card_no: card.card_no };
  const [station, setStation] = useState<string>();
  const [adding, setAdding] = useState(false);
  const changed = useChanged(energyCardAclList, energyCardGet, energyCardList);
  const acl = useQuery({ queryKey: [energyCardAclList.path, key.kind, key.card_no], queryFn: () => send(energyCardAclList, key) });
  const add = async () => {
    if (!station) return;
    setAdding(true);
    try {
      await send(energyCardAclAdd, { ...key, station_code: station });
      setStation(undefined);
      await changed('已添加可用电站');
    } catch {
      // The request layer has shown why.
    } finally {
      setAdding(false);
    }
  };
  const remove = (row: { station_code: string; name: string }) =>
    modal.confirm({
      title: `确定移除可用电站「${row.name}」吗？`,
      content: acl.data?.length === 1 ? '移除后列表为空，该卡可在本商户全部电站使用。' : '移除后该卡不能在此电站启动充电。',
      okButtonProps: { danger: true },
      okText: '移除',
      onOk: async () => {
        await send(energyCardAclRemove, { ...key, station_code: row.station_code });
        await changed('已移除');
      },
    });
  if (acl.isError) return <ErrorPanel error={acl.error} onRetry={() => void acl.refetch()} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title={acl.data?.length ? `该卡只能在以下 ${acl.data.length} 个电站启动充电` : `未指定可用电站：该卡可在${card.merchant_name}的全部电站启动充电`}
      />
      {editable && (
        <Space>
          <StationPicker merchant={card.merchant} exclude={acl.data?.map((s) => s.station_code)} value={station} onChange={setStation} placeholder="选择本商户的电站" aria-label="添加可用电站" style={{ width: 280 }} />
          <Button type="primary" disabled={!station} loading={adding} onClick={add}>
            添加
          </Button>
        </Space>
      )}
      <Table
        rowKey="station_code"
        size="small"
        loading={acl.isPending}
        pagination={false}
        dataSource={acl.data ?? []}
        locale={{ emptyText: '未指定（全部电站可用）' }}
        columns={[
          { key: 'station_code', dataIndex: 'station_code', title: '电站编号', width: 120 },
          { key: 'name', dataIndex: 'name', title: '电站名称' },
          { key: 'status', title: '电站状态', width: 100, render: (_, r) => <EnergyStatusTag status={r.status} /> },
          { key: 'create_time', title: '添加时间', width: 180, render: (_, r) => formatDateTime(r.create_time) },
          ...(editable
            ? [{ key: 'op', title: '操作', width: 90, render: (_: unknown, r: { station_code: string; name: string }) => <Typography.Link type="danger" onClick={() => remove(r)}>移除</Typography.Link> }]
            : []),
        ]}
      />
    </Space>
  );
}

/**
 * 充电卡详情 / VIN详情 / 虚拟卡详情 (…/detail?card_no=): the card with its holder and balance; 编辑持卡人, 启用 / 停用 /
 * 挂失 / 解除挂失 (asked first); tabs 运行设置, 可用电站 and 操作记录.
 */
export default function CardDetailPage() {
  const [params] = useSearchParams();
  const gate = useGate();
  const { can, showsMerchant } = useEnergyPlatform();
  const { kind, noun, paths } = useCardKind();
  const cardNo = params.get('card_no') ?? '';
  const key: Key = { kind, card_no: cardNo };
  const [editing, setEditing] = useState<Card>();
  const changed = useChanged(energyCardList, energyCardGet);
  const editable = gate({ permission: can('card', 'update') });
  const setStatus = async (status: 0 | 1 | 2, text: string) => {
    await send(energyCardStatus, { ...key, status });
    await changed(text);
  };
  const fields: DetailField<Card>[] = [
    { key: 'card_no', label: kind === 2 ? 'VIN' : kind === 3 ? '虚拟卡号' : '物理卡号' },
    ...(kind === 1 ? [{ key: 'logical_no', label: '逻辑卡号' }] : []),
    ...(kind === 2 ? [{ key: 'plate', label: '车牌号' }] : []),
    { key: 'status', label: '状态', render: (c) => <CardStatusTag status={c.status} /> },
    ...(showsMerchant ? [{ key: 'merchant', label: '所属商户', value: merchantText }] : []),
    { key: 'holder_name', label: kind === 2 ? '车主' : '持卡人' },
    { key: 'holder_mobile', label: '手机号' },
    { key: 'balance', label: '余额', value: (c) => `${formatMoney(c.balance, { symbol: true })}（充值与扣款随钱包上线）` },
    { key: 'acl_count', label: '可用电站', value: (c) => (c.acl_count === 0 ? '全部电站' : `${c.acl_count} 个`) },
    { key: 'create_time', label: '创建时间', value: (c) => formatDateTime(c.create_time) },
    { key: 'update_time', label: '更新时间', value: (c) => formatDateTime(c.update_time) },
  ];
  return (
    <>
      <DetailPage<Card>
        loadKey={[energyCardGet.path, kind, cardNo]}
        load={() => send(energyCardGet, key)}
        title={(c) => `${noun} · ${c.card_no}`}
        fields={fields}
        back={paths.list}
        actions={[
          { key: 'edit', label: '编辑持卡人', primary: true, permission: can('card', 'update'), onClick: (c) => setEditing(c) },
          {
            key: 'disable',
            label: '停用',
            danger: true,
            permission: can('card', 'update'),
            when: (c) => c.status === CardStatus.enabled,
            confirm: `停用后该${noun}不能再启动充电。确定停用吗？`,
            onClick: () => setStatus(CardStatus.disabled, '已停用'),
          },
          { key: 'enable', label: '启用', permission: can('card', 'update'), when: (c) => c.status === CardStatus.disabled, onClick: () => setStatus(CardStatus.enabled, '已启用') },
          {
            key: 'lost',
            label: '挂失',
            danger: true,
            permission: can('card', 'update'),
            when: (c) => c.status !== CardStatus.lost,
            confirm: `挂失后该${noun}立即不能使用，找回后可解除挂失。确定挂失吗？`,
            onClick: () => setStatus(CardStatus.lost, '已挂失'),
          },
          {
            key: 'found',
            label: '解除挂失',
            permission: can('card', 'update'),
            when: (c) => c.status === CardStatus.lost,
            confirm: `解除挂失后该${noun}恢复为启用。确定解除吗？`,
            onClick: () => setStatus(CardStatus.enabled, '已解除挂失'),
          },
        ]}
        tabs={[
          { key: 'runtime', label: '运行设置', render: () => <RuntimeForm cardKey={key} editable={editable} /> },
          { key: 'acl', label: '可用电站', render: (c) => <AclPanel card={c} editable={editable} /> },
          {
            key: 'timeline',
            label: '操作记录',
            render: () => <AuditTimeline type={targetTypes[kind]} id={cardNo} />,
          },
        ]}
      />
      <FormDialog<{ holder_name: string; holder_mobile: string; plate?: string }>
        open={!!editing}
        title={kind === 2 ? '编辑车主信息' : '编辑持卡人'}
        name={`energy-card-holder-${kind}`}
        initialValues={editing ? { holder_name: editing.holder_name, holder_mobile: editing.holder_mobile, plate: editing.plate } : {}}
        changes={[energyCardList, energyCardGet]}
        onSubmit={async (values) => {
          await send(energyCardUpdate, { ...key, holder_name: values.holder_name.trim(), holder_mobile: values.holder_mobile, ...(kind === 2 ? { plate: (values.plate ?? '').trim() } : {}) });
          return '已保存';
        }}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="holder_name" label={kind === 2 ? '车主' : '持卡人'} rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { min: 2, message: '姓名至少 2 个字' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="holder_mobile" label="手机号" rules={[{ required: true, message: '请输入手机号' }, { pattern: /^1[3-9][0-9]{9}$/, message: '请输入 11 位手机号' }]}>
          <Input maxLength={11} />
        </Form.Item>
        {kind === 2 && (
          <Form.Item name="plate" label="车牌号">
            <Input maxLength={10} placeholder="如 粤B12345（可不填）" />
          </Form.Item>
        )}
      </FormDialog>
    </>
  );
}
