import { RESERVE_LIMITS, reserveRtGet, reserveRtList, reserveRtSet, reserveRuleCreate, reserveRuleDelete, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Col, Drawer, Empty, Form, InputNumber, Popconfirm, Row, Select, Skeleton, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { useChanged } from '../../../widgets/resource/use-changed';
import { weekdayOptions, weekdaysText } from './shared';

export type ParkRt = CallReply<typeof reserveRtList>['row'][number];

interface RtValues {
  enabled: boolean;
  spaces: number;
  hold_minutes: number;
  prepaid: number | null;
  need_audit: boolean;
  no_show_limit: number;
  no_show_days: number;
}

/**
 * 设置 a park's reservations: open or not, spaces held at one time (≤ the park's spaces), the hold after the reserved
 * time, the prepaid amount (typed in 元, sent in fen), review, and the no-show limit and window of the automatic blacklist.
 */
export function RtFormDialog({ park, onClose }: { park: ParkRt | null; onClose: () => void }) {
  return (
    <FormDialog<RtValues>
      open={!!park}
      title={`预约规则 · ${park?.park_name ?? ''}`}
      name="parking-reserve-rt"
      width={640}
      initialValues={park ? { enabled: park.enabled, spaces: park.spaces, hold_minutes: park.hold_minutes, prepaid: park.prepaid, need_audit: park.need_audit, no_show_limit: park.no_show_limit, no_show_days: park.no_show_days } : undefined}
      changes={[reserveRtList, reserveRtGet]}
      onClose={onClose}
      onSubmit={async (v) => {
        await send(reserveRtSet, {
          park_code: park!.park_code, enabled: v.enabled, spaces: v.spaces, hold_minutes: v.hold_minutes, prepaid: v.prepaid ?? 0, need_audit: v.need_audit, no_show_limit: v.no_show_limit, no_show_days: v.no_show_days,
        });
        return '预约规则已保存';
      }}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="enabled" label="开放预约" valuePropName="checked">
            <Switch checkedChildren="开放" unCheckedChildren="关闭" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="need_audit" label="预约需审核" valuePropName="checked" extra="开启后车主的预约先进入「预约申请」">
            <Switch checkedChildren="需审核" unCheckedChildren="直接预约" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="spaces"
            label="可预约车位数"
            extra={`同一时间最多保留的车位；总车位 ${park?.total_space ?? '-'} 个`}
            rules={[
              { required: true, message: '请输入可预约车位数' },
              { type: 'number', min: 1, max: park?.total_space ?? 1, message: `可预约车位数应在 1 到 ${park?.total_space ?? 1} 之间` },
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} addonAfter="个" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="hold_minutes"
            label="保留时长"
            extra="预约到场时间后车位保留多久，过后即为最晚到场时间"
            rules={[{ required: true, message: '请输入保留时长' }, { type: 'number', min: RESERVE_LIMITS.holdMinutes.min, max: RESERVE_LIMITS.holdMinutes.max, message: '保留时长应在 5 到 240 分钟之间' }]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} addonAfter="分钟" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="prepaid" label="预付金额" extra="取消退还，违约不退；0 为免预付" rules={[{ required: true, message: '请输入预付金额' }]}>
            <PriceInput max={RESERVE_LIMITS.prepaid.max / 100} style={{ width: '100%' }} aria-label="预付金额" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} />
        <Col xs={24} sm={12}>
          <Form.Item
            name="no_show_days"
            label="违约统计周期"
            rules={[{ required: true, message: '请输入违约统计周期' }, { type: 'number', min: 1, max: 365, message: '统计周期应在 1 到 365 天之间' }]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} addonAfter="天" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="no_show_limit"
            label="违约次数上限"
            extra="周期内违约达到此次数自动加入预约黑名单；0 为不自动拉黑"
            rules={[{ required: true, message: '请输入违约次数上限' }, { type: 'number', min: 0, max: 10, message: '违约次数上限应在 0 到 10 之间' }]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} addonAfter="次" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}

/** 00:00 … 24:00 by half hours. */
const times = Array.from({ length: 49 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const startOptions = times.slice(0, -1).map((value) => ({ label: value, value }));
const endOptions = times.slice(1).map((value) => ({ label: value, value }));

/** 可预约时段 of a park: the windows (删除 asks first) and 添加 (weekdays, from, to). No window: any time. */
export function WindowsDrawer({ parkCode, onClose }: { parkCode: string | null; onClose: () => void }) {
  const loaded = useQuery({ queryKey: [reserveRtGet.path, parkCode], queryFn: () => send(reserveRtGet, { park_code: parkCode! }, { silent: true }), enabled: !!parkCode });
  const park = loaded.data;
  const gate = useGate();
  const may = gate({ permission: ['parking:parking:reserve:update'] });
  const changed = useChanged(reserveRtList, reserveRtGet);
  const [form] = Form.useForm<{ weekdays: number[]; start_time: string; end_time: string }>();
  const [saving, setSaving] = useState(false);
  const add = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    setSaving(true);
    try {
      await send(reserveRuleCreate, { park_code: parkCode!, weekdays: v.weekdays, start_time: v.start_time, end_time: v.end_time });
      form.resetFields();
      await changed('可预约时段已添加');
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer open={!!parkCode} onClose={onClose} title={`可预约时段 · ${park?.park_name ?? ''}`} width={640} styles={{ wrapper: { maxWidth: '100vw' } }} destroyOnHidden>
      <Typography.Paragraph type="secondary">车主只能预约落在以下时段内的到场时间；没有时段时全天可预约。跨夜的时段请分两段添加。</Typography.Paragraph>
      {loaded.isPending ? (
        <Skeleton active />
      ) : loaded.error ? (
        <ErrorPanel error={loaded.error} onRetry={() => void loaded.refetch()} />
      ) : park?.rules.length ? (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={park.rules}
          columns={[
            { key: 'days', title: '星期', render: (_, r) => weekdaysText(r.weekdays) },
            { key: 'time', title: '时间', render: (_, r) => `${r.start_time}–${r.end_time}` },
            ...(may
              ? [{
                  key: 'op',
                  title: '操作',
                  width: 80,
                  render: (_: unknown, r: ParkRt['rules'][number]) => (
                    <Popconfirm
                      title={`删除时段 ${weekdaysText(r.weekdays)} ${r.start_time}–${r.end_time}？`}
                      onConfirm={async () => {
                        await send(reserveRuleDelete, { id: r.id });
                        await changed('可预约时段已删除');
                      }}
                    >
                      <Button type="link" danger size="small">删除</Button>
                    </Popconfirm>
                  ),
                }]
              : []),
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未设置时段（全天可预约）" />
      )}
      {may && (
        <Form form={form} name="parking-reserve-window" layout="vertical" style={{ marginTop: 24 }} initialValues={{ weekdays: [1, 2, 3, 4, 5], start_time: '08:00', end_time: '20:00' }}>
          <Form.Item name="weekdays" label="星期" rules={[{ required: true, type: 'array', min: 1, message: '请选择至少一天' }]}>
            <Checkbox.Group options={weekdayOptions} />
          </Form.Item>
          <Space wrap align="start">
            <Form.Item name="start_time" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
              <Select options={startOptions} style={{ width: 120 }} aria-label="开始时间" />
            </Form.Item>
            <Form.Item
              name="end_time"
              label="结束时间"
              dependencies={['start_time']}
              rules={[
                { required: true, message: '请选择结束时间' },
                { validator: async (_, value?: string) => (value && value <= (form.getFieldValue('start_time') ?? '') ? Promise.reject(new Error('结束时间必须晚于开始时间')) : undefined) },
              ]}
            >
              <Select options={endOptions} style={{ width: 120 }} aria-label="结束时间" />
            </Form.Item>
            <Form.Item label=" ">
              <Button type="primary" loading={saving} onClick={add}>添加时段</Button>
            </Form.Item>
          </Space>
        </Form>
      )}
    </Drawer>
  );
}
