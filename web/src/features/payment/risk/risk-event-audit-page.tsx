import { formatDateTime, riskEventFollowup, riskEventGet, riskEventList, riskEventTypeList, riskEventTypeText, RiskEventStatus, riskMeasureText } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Radio, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { yuan } from '../trades/shared';
import { PARTNER_PAYMENT } from '../trades/paths';
import { RISK_AUDIT, RISK_EVENT_LIST, RiskLevelTag, riskMeasureOptions, RiskStatusTag } from './shared';

interface Values {
  status: 1 | 2;
  measure?: 'none' | 'limit' | 'delay' | 'pause';
  opinion: string;
}

/** The review form: 无风险 or 确认风险 (then a measure), with the opinion; asked first, sent once. */
export function RiskAuditForm({ id, onDone }: { id: number; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { modal } = App.useApp();
  const changed = useChanged(riskEventList, riskEventGet, riskEventTypeList);
  const confirmed = Form.useWatch('status', form) === RiskEventStatus.confirmed;
  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    modal.confirm({
      title: '提交处理结果',
      content: v.status === RiskEventStatus.confirmed ? `确认风险并${riskMeasureText(v.measure ?? '')}。提交后不能修改。` : '核实为无风险。提交后不能修改。',
      okText: '提交',
      onOk: async () => {
        setSaving(true);
        try {
          await send(riskEventFollowup, { id, status: v.status, measure: v.status === RiskEventStatus.confirmed ? v.measure : undefined, opinion: v.opinion.trim() });
          await changed('已处理');
          onDone();
        } finally {
          setSaving(false);
        }
      },
    });
  };
  return (
    <Form<Values> form={form} name="risk-event-audit" layout="vertical" initialValues={{ status: RiskEventStatus.normal }} style={{ maxWidth: 560 }}>
      <Form.Item name="status" label="处理结论" rules={[{ required: true, message: '请选择处理结论' }]}>
        <Radio.Group options={[{ value: RiskEventStatus.normal, label: '核实无风险' }, { value: RiskEventStatus.confirmed, label: '确认风险' }]} />
      </Form.Item>
      {confirmed && (
        <Form.Item name="measure" label="处置措施" rules={[{ required: true, message: '确认风险须选择处置措施' }]}>
          <Select aria-label="处置措施" options={riskMeasureOptions} placeholder="请选择处置措施" />
        </Form.Item>
      )}
      <Form.Item name="opinion" label="处理意见" rules={[{ required: true, whitespace: true, message: '请填写处理意见' }, { min: 2, message: '处理意见至少 2 个字' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="核实过程与结论" />
      </Form.Item>
      <Button type="primary" loading={saving} onClick={() => void submit()}>提交处理结果</Button>
    </Form>
  );
}

/** 风险事件处理 (`/service/risk/event/audit?id=`): the event, then the review form — or the review made. */
export default function RiskEventAuditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const gate = useGate();
  const id = Number(params.get('id')) || 0;
  const detail = useQuery({ queryKey: [riskEventGet.path, id], queryFn: () => send(riskEventGet, { id }, { silent: true }), enabled: id > 0 });
  const back = <Button onClick={() => navigate(RISK_EVENT_LIST)}>返回</Button>;
  if (!id) return <Card title="风险事件处理" extra={back}><Typography.Text type="secondary">缺少事件 ID</Typography.Text></Card>;
  if (detail.isPending) return <Card title="风险事件处理"><Skeleton active /></Card>;
  if (detail.error) return <Card title="风险事件处理" extra={back}><ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} /></Card>;
  const e = detail.data;
  const pending = e.status === RiskEventStatus.pending;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={`风险事件 ${e.event_no}`} extra={back}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'merchant', label: '商户', children: `${e.merchant_name}（${e.merchant}）` },
            { key: 'type', label: '风险类型', children: riskEventTypeText(e.type) },
            { key: 'level', label: '风险等级', children: <RiskLevelTag level={e.level} /> },
            { key: 'status', label: '处理状态', children: <RiskStatusTag status={e.status} /> },
            { key: 'occur_time', label: '发生时间', children: formatDateTime(e.occur_time) },
            { key: 'amount', label: '涉及金额', children: e.amount ? yuan(e.amount) : '-' },
            {
              key: 'trade_no', label: '关联交易',
              children: e.trade_no ? <Link to={`${PARTNER_PAYMENT.tradeDetail}?trade_no=${encodeURIComponent(e.trade_no)}`}>{e.trade_no}</Link> : '-',
            },
            { key: 'description', label: '事件描述', children: e.description, span: 2 },
          ]}
        />
      </Card>
      <Card title="处理">
        {pending ? (
          gate({ permission: RISK_AUDIT }) ? <RiskAuditForm id={e.id} onDone={() => void detail.refetch()} /> : <Alert type="info" showIcon message="该事件待处理，您没有处理权限" />
        ) : (
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'status', label: '处理结论', children: <RiskStatusTag status={e.status} /> },
              ...(e.measure ? [{ key: 'measure', label: '处置措施', children: riskMeasureText(e.measure) }] : []),
              { key: 'opinion', label: '处理意见', children: e.opinion },
              { key: 'auditor', label: '处理人', children: `${e.auditor}，${formatDateTime(e.audit_time ?? '')}` },
            ]}
          />
        )}
      </Card>
      <Card size="small" title="操作记录">
        <AuditTimeline type="payment_risk_event" id={e.event_no} />
      </Card>
    </Space>
  );
}
