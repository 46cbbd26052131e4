import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, okrKeyResultDelete, okrObjectiveGet, okrObjectiveList, okrObjectiveStatus, OKR_WEIGHT_TOTAL } from '@console/contract';
import { Alert, Button, Empty, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import {
  CheckinDialog, KEY_RESULT_ADD, KEY_RESULT_EDIT, KeyResultStatusTag, OBJECTIVE_EDIT, OBJECTIVE_LIST, ObjectiveStatusTag, ProgressBar, valueText,
  type KeyResult, type Objective,
} from './shared';

const infoFields: DetailField<Objective>[] = [
  { key: 'cycle_name', label: '周期' },
  { key: 'owner_name', label: '负责人' },
  { key: 'project_name', label: '所属项目', value: (o) => o.project_name || '-' },
  { key: 'progress', label: '整体进度', render: (o) => <ProgressBar percent={o.progress} width={220} /> },
  { key: 'weight_total', label: '权重合计', value: (o) => `${o.weight_total} / ${OKR_WEIGHT_TOTAL}` },
  { key: 'create_time', label: '创建时间', value: (o) => formatDateTime(o.create_time) },
  { key: 'description', label: '描述', span: 'filled', value: (o) => o.description || '-' },
];

/** 关键结果: each with its progress bar; 更新进度 (with the history), 编辑 and 删除 while the objective is 进行中. */
function KeyResults({ objective }: { objective: Objective }) {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(okrObjectiveGet, okrObjectiveList);
  const [checking, setChecking] = useState<KeyResult | null>(null);
  const active = objective.status === 1;
  const mayUpdate = active && gate({ permission: ['okr:objective:update'] });
  return (
    <>
      {!active && <Alert style={{ marginBottom: 12 }} type="info" showIcon message={`目标${objective.status_name}，关键结果不能再修改；如需调整，请先重新开启目标。`} />}
      {mayUpdate && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} disabled={objective.weight_total >= OKR_WEIGHT_TOTAL} onClick={() => navigate(`${KEY_RESULT_ADD}?objective=${objective.id}`)}>
            添加关键结果
          </Button>
          {objective.weight_total >= OKR_WEIGHT_TOTAL && <Typography.Text type="secondary">权重已满 100，调低已有关键结果的权重后才能再添加</Typography.Text>}
        </Space>
      )}
      <Table<KeyResult>
        rowKey="id"
        size="middle"
        dataSource={objective.key_results}
        pagination={false}
        scroll={{ x: 980 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有关键结果" /> }}
        columns={[
          { key: 'title', title: '关键结果', width: 220, fixed: 'left', render: (_, k) => <Typography.Text strong>{k.title}</Typography.Text> },
          { key: 'progress', title: '进度', width: 190, render: (_, k) => <ProgressBar percent={k.progress} status={k.status} /> },
          { key: 'values', title: '起始 → 当前 / 目标', width: 200, render: (_, k) => `${k.start_value} → ${valueText(k.current_value, '')} / ${valueText(k.target_value, k.unit)}` },
          { key: 'weight', title: '权重', width: 70, dataIndex: 'weight' },
          { key: 'owner', title: '负责人', width: 90, dataIndex: 'owner_name' },
          { key: 'due', title: '截止日期', width: 110, render: (_, k) => k.due_date ?? '-' },
          { key: 'status', title: '状态', width: 80, render: (_, k) => <KeyResultStatusTag status={k.status} /> },
          {
            key: 'ops',
            title: '操作',
            width: 210,
            fixed: 'right',
            render: (_, k) =>
              mayUpdate ? (
                <Space size={4}>
                  <Button type="link" size="small" onClick={() => setChecking(k)}>
                    更新进度
                  </Button>
                  <Button type="link" size="small" onClick={() => navigate(`${KEY_RESULT_EDIT}?id=${k.id}`)}>
                    编辑
                  </Button>
                  <Popconfirm
                    title={`删除关键结果「${k.title}」及其 ${k.checkin_count} 条进度记录？`}
                    okText="删除"
                    okButtonProps={{ danger: true }}
                    onConfirm={async () => {
                      await send(okrKeyResultDelete, { id: k.id });
                      await changed('已删除');
                    }}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ) : (
                <Button type="link" size="small" onClick={() => setChecking(k)} disabled={!active}>
                  {active ? '进度记录' : '-'}
                </Button>
              ),
          },
        ]}
      />
      <CheckinDialog keyResult={checking} onClose={() => setChecking(null)} />
    </>
  );
}

/** 目标详情 (/okr/objective/detail/:id): the objective, its key results, 操作记录. */
export default function ObjectiveDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  return (
    <DetailPage<Objective>
      loadKey={[okrObjectiveGet.path, id]}
      load={() => send(okrObjectiveGet, { id })}
      title={(o) => (
        <Space wrap>
          {o.title}
          <ObjectiveStatusTag status={o.status} />
        </Space>
      )}
      back={OBJECTIVE_LIST}
      fields={infoFields}
      actions={[
        { key: 'edit', label: '编辑', primary: true, permission: ['okr:objective:update'], when: (o) => o.status === 1, onClick: (o) => navigate(`${OBJECTIVE_EDIT}?id=${o.id}`) },
        {
          key: 'done',
          label: '完成目标',
          permission: ['okr:objective:update'],
          when: (o) => o.status === 1,
          confirm: (o) => `将「${o.title}」标记为已完成（当前进度 ${o.progress}%）？完成后关键结果不能再修改，可重新开启。`,
          onClick: (o) => send(okrObjectiveStatus, { id: o.id, status: 2 }),
        },
        {
          key: 'cancel',
          label: '取消目标',
          danger: true,
          permission: ['okr:objective:update'],
          when: (o) => o.status === 1,
          confirm: (o) => `取消目标「${o.title}」？取消后关键结果不能再修改，可重新开启。`,
          onClick: (o) => send(okrObjectiveStatus, { id: o.id, status: 3 }),
        },
        { key: 'reopen', label: '重新开启', permission: ['okr:objective:update'], when: (o) => o.status !== 1, onClick: (o) => send(okrObjectiveStatus, { id: o.id, status: 1 }) },
      ]}
      tabs={[
        { key: 'key-results', label: '关键结果', render: (o) => <KeyResults objective={o} /> },
        {
          key: 'timeline',
          label: '操作记录',
          render: (o) => <AuditTimeline type="okr_objective" id={o.id} />,
        },
      ]}
    />
  );
}
