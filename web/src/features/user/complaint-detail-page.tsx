import { formatDateTime, userComplaintClose, userComplaintGet, userComplaintHandle, userComplaintList, userComplaintReply, type CallReply } from '@console/contract';
import { Alert, Card, Empty, Form, Input, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { useChanged } from '../../widgets/resource/use-changed';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { COMPLAINT_LIST, ComplaintStatusTag } from './ops-shared';
import { userDetail } from './shared';

type Complaint = CallReply<typeof userComplaintGet>;
const UPDATE = ['user:complaint:update'];

const fields: DetailField<Complaint>[] = [
  { key: 'complaint_no', label: '投诉编号' },
  { key: 'category_name', label: '类别' },
  { key: 'nickname', label: '用户', render: (c) => <Link to={userDetail(c.user)}>{`${c.nickname || '未设置昵称'}（${c.mobile}）`}</Link> },
  { key: 'create_time', label: '提交时间', value: (c) => formatDateTime(c.create_time) },
  { key: 'handler_name', label: '处理人', value: (c) => c.handler_name || '-' },
  { key: 'close_time', label: '关闭时间', when: (c) => c.status === 3, value: (c) => formatDateTime(c.close_time) },
  { key: 'content', label: '投诉内容', span: 3, value: (c) => c.content },
  { key: 'result', label: '处理结果', span: 3, when: (c) => c.status === 3, value: (c) => c.result },
];

const kindColors: Record<number, string> = { 1: 'blue', 2: 'blue', 3: 'green', 4: 'orange', 5: 'gray' };

/** The complaint's conversation and handling, oldest first: the user's words on the left, the operator's on the right. */
function History({ complaint }: { complaint: Complaint }) {
  if (!complaint.records.length) return <Empty description="暂无处理记录" />;
  return (
    <Timeline
      mode="left"
      items={complaint.records.map((r) => ({
        key: r.id,
        color: kindColors[r.kind],
        children: (
          <Card size="small" style={{ maxWidth: 640, background: r.kind <= 2 ? '#f5f8ff' : '#f6ffed' }}>
            <Space size={8} wrap style={{ marginBottom: 4 }}>
              <Tag>{r.kind_name}</Tag>
              <Typography.Text strong>{r.operator_name || '-'}</Typography.Text>
              <Typography.Text type="secondary">{formatDateTime(r.create_time)}</Typography.Text>
            </Space>
            <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div>
          </Card>
        ),
      }))}
    />
  );
}

/** 回复 (the user sees it) or 关闭 (with the result, asks first): one dialog with the text. */
function StepDialog({ step, complaint, onClose }: { step: 'reply' | 'close' | null; complaint: Complaint; onClose: () => void }) {
  const reply = step === 'reply';
  return (
    <FormDialog<{ text: string }>
      open={!!step}
      title={reply ? `回复投诉 · ${complaint.complaint_no}` : `关闭投诉 · ${complaint.complaint_no}`}
      name={reply ? 'complaint-reply' : 'complaint-close'}
      okText={reply ? '发送回复' : '关闭投诉'}
      danger={!reply}
      changes={[userComplaintList, userComplaintGet]}
      onClose={onClose}
      onSubmit={async ({ text }) => {
        if (reply) await send(userComplaintReply, { id: complaint.id, content: text.trim() });
        else await send(userComplaintClose, { id: complaint.id, result: text.trim() });
        return reply ? '已回复' : '已关闭';
      }}
    >
      <Alert
        style={{ marginBottom: 16 }}
        type={reply ? 'info' : 'warning'}
        showIcon
        message={reply ? '回复会加入处理记录并展示给用户；待处理的投诉回复后转为「处理中」。' : '关闭后投诉不能再回复或处理，处理结果会展示给用户并记入操作记录。'}
      />
      <Form.Item name="text" label={reply ? '回复内容' : '处理结果'} rules={[{ required: true, whitespace: true, message: reply ? '请填写回复内容' : '请填写处理结果' }, { min: 2, message: '至少 2 个字' }]}>
        <Input.TextArea rows={4} maxLength={reply ? 1000 : 500} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** 投诉详情 (?id=): the complaint, its conversation and handling history, 受理 / 回复 / 关闭, and 操作记录. */
export default function ComplaintDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const changed = useChanged(userComplaintList, userComplaintGet);
  const [step, setStep] = useState<{ kind: 'reply' | 'close'; complaint: Complaint } | null>(null);
  return (
    <>
      <DetailPage<Complaint>
        loadKey={[userComplaintGet.path, id]}
        load={() => send(userComplaintGet, { id })}
        title={(c) => (
          <Space wrap>
            {c.title}
            <ComplaintStatusTag status={c.status} />
          </Space>
        )}
        back={COMPLAINT_LIST}
        fields={fields}
        actions={[
          {
            key: 'handle',
            label: '受理',
            primary: true,
            permission: UPDATE,
            when: (c) => c.status === 1,
            confirm: (c) => `受理投诉 ${c.complaint_no} 后状态变为「处理中」，您将成为处理人。确定受理吗？`,
            onClick: async (c) => {
              await send(userComplaintHandle, { id: c.id });
              await changed('已受理');
            },
          },
          { key: 'reply', label: '回复', permission: UPDATE, when: (c) => c.status !== 3, onClick: (c) => setStep({ kind: 'reply', complaint: c }) },
          { key: 'close', label: '关闭', danger: true, permission: UPDATE, when: (c) => c.status !== 3, onClick: (c) => setStep({ kind: 'close', complaint: c }) },
        ]}
        tabs={[
          { key: 'history', label: '处理记录', render: (c) => <History complaint={c} /> },
          {
            key: 'timeline',
            label: '操作记录',
            render: (c) => <AuditTimeline type="app_user_complaint" id={c.id} />,
          },
        ]}
      />
      {step && <StepDialog step={step.kind} complaint={step.complaint} onClose={() => setStep(null)} />}
    </>
  );
}
