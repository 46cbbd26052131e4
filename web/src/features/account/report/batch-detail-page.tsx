import { batchAbort, batchGet, batchTaskList, batchTaskStatusLabels, formatDateTime, type CallReply } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Descriptions, Progress, Result, Row, Skeleton, Statistic } from 'antd';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { inProgress, JobState } from './job-status';

type TaskRow = CallReply<typeof batchTaskList>['row'][number];

const taskFilters: FilterField[] = [
  { kind: 'select', key: 'status', label: '行状态', options: Object.entries(batchTaskStatusLabels).map(([value, label]) => ({ label, value })) },
];

const taskColumns: Column<TaskRow>[] = [
  { key: 'row_no', title: '行号', width: 80 },
  { key: 'status_name', title: '状态', width: 100 },
  { key: 'reason', title: '原因', width: 320 },
  {
    key: 'content',
    title: '行内容',
    width: 420,
    render: (row) => (
      <span style={{ color: '#595959' }}>
        {Object.entries(row.content)
          .map(([column, value]) => `${column}：${value || '（空）'}`)
          .join('；')}
      </span>
    ),
  },
];

/** 导入详情 (`/account/report/batch/detail?batch_no=`): an import's progress, abort, and the rows not applied with why. */
export default function BatchDetailPage() {
  const [params] = useSearchParams();
  const batchNo = params.get('batch_no') ?? '';
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const batch = useQuery({
    queryKey: [batchGet.path, batchNo],
    queryFn: () => send(batchGet, { batch_no: batchNo }, { silent: true }),
    enabled: /^[A-Za-z0-9]{1,32}$/.test(batchNo),
    refetchInterval: (query) => (query.state.data && inProgress(query.state.data.status) ? 1500 : false),
  });
  const job = batch.data;

  // The rejected rows grow while the import runs: their list refreshes with each progress step.
  const processed = job?.processed;
  useEffect(() => {
    if (processed !== undefined) void client.invalidateQueries({ queryKey: [batchTaskList.path] });
  }, [client, processed]);
  const fixedQuery = useMemo(() => ({ batch_no: batchNo }), [batchNo]);

  if (!/^[A-Za-z0-9]{1,32}$/.test(batchNo)) return <Result status="404" title="导入任务不存在" subTitle="链接缺少批次号。" />;
  if (batch.isLoading) return <Skeleton active paragraph={{ rows: 8 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (batch.error || !job) return <ErrorPanel error={batch.error} onRetry={() => void batch.refetch()} />;

  const abort = () =>
    modal.confirm({
      title: `确定终止导入任务 ${job.batch_no} 吗？`,
      content: '正在处理的一批完成后停止，已导入的行不会撤回，其余行记为已取消。',
      okButtonProps: { danger: true },
      onOk: async () => {
        await send(batchAbort, { batch_no: job.batch_no });
        message.success('已请求终止');
        await client.invalidateQueries({ queryKey: [batchGet.path, batchNo] });
      },
    });

  return (
    <>
      <Card
        title={`${job.name} · ${job.batch_no}`}
        extra={inProgress(job.status) && !job.abort_requested ? <Button danger onClick={abort}>终止导入</Button> : job.abort_requested && inProgress(job.status) ? '正在终止…' : null}
        style={{ marginBottom: 12 }}
        data-testid="batch-detail"
      >
        <Progress percent={job.progress} status={job.status === 'failed' ? 'exception' : job.status === 'succeeded' ? 'success' : 'active'} style={{ marginBottom: 16 }} data-testid="batch-progress" />
        <Row gutter={16} style={{ marginBottom: 16 }}>
          {[
            ['总行数', job.total],
            ['已处理', job.processed],
            ['成功', job.applied],
            ['失败', job.rejected],
            ['已取消', job.skipped],
          ].map(([title, value]) => (
            <Col key={title} xs={12} sm={8} md={4}>
              <Statistic title={title} value={value as number} data-testid={`batch-${title}`} />
            </Col>
          ))}
        </Row>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label="状态">
            <JobState status={job.status} progress={job.progress} />
          </Descriptions.Item>
          <Descriptions.Item label="文件">{job.file_name}</Descriptions.Item>
          <Descriptions.Item label="编码">{job.charset}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{formatDateTime(job.create_time)}</Descriptions.Item>
          <Descriptions.Item label="开始时间">{job.start_time ? formatDateTime(job.start_time) : '-'}</Descriptions.Item>
          <Descriptions.Item label="完成时间">{job.finish_time ? formatDateTime(job.finish_time) : '-'}</Descriptions.Item>
          {job.error && <Descriptions.Item label="失败原因">{job.error}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <ListPage id="batch-task" call={batchTaskList} rowKey="row_no" fixedQuery={fixedQuery} filters={taskFilters} columns={taskColumns} />
    </>
  );
}
