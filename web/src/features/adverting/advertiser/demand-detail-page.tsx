import { ExpansionStatus, expansionDemandAudit, expansionDemandGet, formatDateTime, type CallReply } from '@console/contract';
import { Button, Card, Form, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { regionsText, scenesText } from './demand-list-page';
import { DEMAND_AUDIT, DEMAND_EDIT, DEMAND_LIST, demandReads, DemandStatusTag, yuan } from './shared';

type Demand = CallReply<typeof expansionDemandGet>;

const fields: DetailField<Demand>[] = [
  { key: 'advertiser', label: '广告主', value: (d) => d.advertiser_name },
  { key: 'status', label: '状态', render: (d) => <DemandStatusTag status={d.status} /> },
  { key: 'regions', label: '投放地域', value: (d) => regionsText(d.region_names) },
  { key: 'scenes', label: '投放场景', value: (d) => scenesText(d.scenes) },
  { key: 'daily_shows', label: '期望日展示量', value: (d) => `${d.daily_shows.toLocaleString('zh-CN')} 次/天` },
  { key: 'budget', label: '预算', value: (d) => yuan(d.budget) },
  { key: 'period', label: '投放周期', value: (d) => `${d.start_date} 至 ${d.end_date}` },
  { key: 'creator', label: '提交人', value: (d) => d.creator },
  { key: 'create_time', label: '提交时间', value: (d) => formatDateTime(d.create_time) },
  { key: 'auditor', label: '审核人', when: (d) => d.status !== ExpansionStatus.pending, value: (d) => d.auditor },
  { key: 'audit_time', label: '审核时间', when: (d) => d.status !== ExpansionStatus.pending, value: (d) => formatDateTime(d.audit_time) },
  { key: 'audit_remark', label: '审核意见', when: (d) => d.status !== ExpansionStatus.pending, value: (d) => d.audit_remark, span: 'filled' },
  { key: 'description', label: '需求说明', value: (d) => d.description, span: 'filled' },
];

/** 审核: 通过 or 驳回 (驳回 needs a reason), asked in a card under the demand. */
function AuditCard({ demand }: { demand: Demand }) {
  const navigate = useNavigate();
  const changed = useChanged(...demandReads);
  const [form] = Form.useForm<{ status: number; remark?: string }>();
  const [saving, setSaving] = useState(false);
  const status = Form.useWatch('status', form);
  return (
    <Card title="审核" size="small" data-testid="demand-audit">
      <Form
        form={form}
        layout="vertical"
        name="adverting-demand-audit"
        initialValues={{ status: ExpansionStatus.approved }}
        onFinish={async (v) => {
          setSaving(true);
          try {
            await send(expansionDemandAudit, { id: demand.id, status: v.status, remark: v.remark?.trim() || undefined });
            await changed(v.status === ExpansionStatus.approved ? '已通过' : '已驳回');
            navigate(`/adverting/operation/expansion-demand/detail?id=${demand.id}`);
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item name="status" label="审核结果">
          <Radio.Group
            options={[
              { label: '通过', value: ExpansionStatus.approved },
              { label: '驳回', value: ExpansionStatus.rejected },
            ]}
          />
        </Form.Item>
        <Form.Item name="remark" label="审核意见" rules={[{ required: status === ExpansionStatus.rejected, whitespace: true, message: '驳回时请写明原因' }]}>
          <Input.TextArea maxLength={200} rows={3} showCount placeholder={status === ExpansionStatus.rejected ? '请写明驳回原因，方便提交人修改' : '选填'} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} danger={status === ExpansionStatus.rejected}>
            {status === ExpansionStatus.rejected ? '驳回' : '通过'}
          </Button>
          <Button onClick={() => navigate(DEMAND_LIST)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** 拓量需求详情 (?id=) and 审核 (/audit?id=: the same record with the audit form while it waits). */
export default function DemandDetailPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const auditing = pathname === DEMAND_AUDIT;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <DetailPage<Demand>
        loadKey={[expansionDemandGet.path, id]}
        load={() => send(expansionDemandGet, { id })}
        title={(d) => (
          <Space wrap>
            {d.title}
            <DemandStatusTag status={d.status} />
          </Space>
        )}
        back={DEMAND_LIST}
        fields={fields}
        actions={
          auditing
            ? []
            : [
                { key: 'audit', label: '审核', primary: true, permission: ['adverting:operation:expansion:audit'], when: (d) => d.status === ExpansionStatus.pending, onClick: (d) => navigate(`${DEMAND_AUDIT}?id=${d.id}`) },
                { key: 'edit', label: '编辑', permission: ['adverting:operation:expansion:update'], when: (d) => d.status !== ExpansionStatus.approved, onClick: (d) => navigate(`${DEMAND_EDIT}?id=${d.id}`) },
              ]
        }
        tabs={[
          ...(auditing ? [{ key: 'audit', label: '审核', render: (d: Demand) => (d.status === ExpansionStatus.pending ? <AuditCard demand={d} /> : <Card size="small">该需求已审核：{d.audit_remark || '无审核意见'}</Card>) }] : []),
          {
            key: 'timeline',
            label: '操作记录',
            render: (d) => <AuditTimeline type="ad_expansion_demand" id={d.id} />,
          },
        ]}
      />
    </Space>
  );
}
