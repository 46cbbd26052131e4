import { keyResultProgress, okrCheckinList, okrKeyResultProgress, okrKeyResultStatusNames, okrObjectiveGet, okrObjectiveList, okrObjectiveStatusNames, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Form, Input, InputNumber, Progress, Select, Space, Table, Tag, Typography } from 'antd';
import { send } from '../../../lib/request';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { formatDateTime } from '@console/contract';

export const OBJECTIVE_LIST = '/okr/objective/list';
export const OBJECTIVE_ADD = '/okr/objective/add';
export const OBJECTIVE_EDIT = '/okr/objective/edit';
export const objectiveDetail = (id: number) => `/okr/objective/detail/${id}`;
export const KEY_RESULT_ADD = '/okr/objective/key-result/add';
export const KEY_RESULT_EDIT = '/okr/objective/key-result/edit';

export type Objective = CallReply<typeof okrObjectiveGet>;
export type KeyResult = Objective['key_results'][number];

export const objectiveStatusOptions = Object.entries(okrObjectiveStatusNames).map(([value, label]) => ({ label, value: Number(value) }));
export const keyResultStatusOptions = Object.entries(okrKeyResultStatusNames).map(([value, label]) => ({ label, value: Number(value) }));

/** The current quarter and its neighbours, as `2026-Q4`, for the cycle select (newest first). */
export function cycleOptions(today = new Date()) {
  const year = today.getFullYear();
  const out: { label: string; value: string }[] = [];
  for (let y = year + 1; y >= year - 1; y--) for (let q = 4; q >= 1; q--) out.push({ label: `${y} 年第 ${q} 季度`, value: `${y}-Q${q}` });
  return out;
}

const objectiveColors: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'default' };
const keyResultColors: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red' };

export const ObjectiveStatusTag = ({ status }: { status: number }) => <Tag color={objectiveColors[status]}>{okrObjectiveStatusNames[status] ?? status}</Tag>;
export const KeyResultStatusTag = ({ status }: { status: number }) => <Tag color={keyResultColors[status]}>{okrKeyResultStatusNames[status] ?? status}</Tag>;

/** A progress bar with its percentage; red while behind (a key result 已落后), amber at risk. */
export function ProgressBar({ percent, status, width = 160 }: { percent: number; status?: number; width?: number }) {
  const color = status === 3 ? '#ff4d4f' : status === 2 ? '#faad14' : undefined;
  return (
    <div style={{ width, maxWidth: '100%' }} role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={`进度 ${percent}%`}>
      <Progress percent={percent} size="small" strokeColor={color} format={(p) => `${p}%`} status={percent >= 100 ? 'success' : 'normal'} />
    </div>
  );
}

/** `85.5 %` or `85.5` when the key result has no unit. */
export const valueText = (value: number, unit: string) => `${value}${unit ? ` ${unit}` : ''}`;

/** 进度记录: a key result's check-ins, newest first. */
export function CheckinHistory({ keyResult }: { keyResult: number }) {
  const { data, isLoading } = useQuery({
    queryKey: [okrCheckinList.path, keyResult],
    queryFn: () => send(okrCheckinList, { key_result: keyResult, page_size: 50 }, { silent: true }),
  });
  const rows = data?.row ?? [];
  return (
    <Table
      size="small"
      rowKey="id"
      loading={isLoading}
      dataSource={rows}
      pagination={false}
      scroll={{ y: 220, x: 520 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有进度记录" /> }}
      columns={[
        { key: 'time', title: '更新时间', width: 150, render: (_, r) => formatDateTime(r.create_time) },
        { key: 'value', title: '数值', width: 120, render: (_, r) => `${r.previous_value} → ${r.value}` },
        { key: 'progress', title: '进度', width: 70, render: (_, r) => `${r.progress}%` },
        { key: 'status', title: '状态', width: 80, render: (_, r) => <KeyResultStatusTag status={r.status} /> },
        { key: 'note', title: '进展说明', render: (_, r) => r.note || '-' },
        { key: 'who', title: '更新人', width: 90, render: (_, r) => r.manager_name },
      ]}
    />
  );
}

interface CheckinValues {
  value: number;
  status: number;
  note?: string;
}

/** 更新进度: the new current value (the progress it makes shown as typed), the confidence, a note; and the history. */
export function CheckinDialog({ keyResult, onClose }: { keyResult: KeyResult | null; onClose: () => void }) {
  return (
    <FormDialog<CheckinValues>
      open={!!keyResult}
      title={keyResult ? `更新进度：${keyResult.title}` : '更新进度'}
      name="okr-checkin"
      okText="提交进度"
      width={720}
      initialValues={keyResult ? { value: keyResult.current_value, status: keyResult.status } : undefined}
      changes={[okrObjectiveGet, okrObjectiveList, okrCheckinList]}
      onSubmit={async (values) => {
        const reply = await send(okrKeyResultProgress, { id: keyResult!.id, value: values.value, status: values.status, note: values.note?.trim() || undefined });
        return `进度已更新为 ${reply.progress}%`;
      }}
      onClose={onClose}
    >
      {(form) =>
        keyResult && (
          <>
            <Typography.Paragraph type="secondary">
              起始值 {valueText(keyResult.start_value, keyResult.unit)}，目标值 {valueText(keyResult.target_value, keyResult.unit)}，权重 {keyResult.weight}
            </Typography.Paragraph>
            <Space align="start" wrap size="large">
              <Form.Item name="value" label="当前值" rules={[{ required: true, message: '请填写当前值' }]}>
                <InputNumber style={{ width: 180 }} precision={2} addonAfter={keyResult.unit || undefined} />
              </Form.Item>
              <Form.Item name="status" label="状态" rules={[{ required: true, message: '请选择状态' }]}>
                <Select style={{ width: 120 }} options={keyResultStatusOptions} />
              </Form.Item>
              <Form.Item label="更新后进度" shouldUpdate>
                {() => {
                  const value = form.getFieldValue('value');
                  const percent = typeof value === 'number' ? keyResultProgress({ ...keyResult, current_value: value }) : keyResult.progress;
                  return <ProgressBar percent={percent} status={form.getFieldValue('status')} />;
                }}
              </Form.Item>
            </Space>
            <Form.Item name="note" label="进展说明">
              <Input.TextArea maxLength={200} showCount rows={2} placeholder="本次进展、风险或需要的支持（选填）" />
            </Form.Item>
            <Typography.Title level={5}>进度记录</Typography.Title>
            <CheckinHistory keyResult={keyResult.id} />
          </>
        )
      }
    </FormDialog>
  );
}
