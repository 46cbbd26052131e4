import type { JobStatus } from '@console/contract';
import { jobStatusLabels } from '@console/contract';
import { Progress, Space, Tag } from 'antd';

const colours: Record<JobStatus, string> = { queued: 'default', running: 'processing', succeeded: 'success', failed: 'error', aborted: 'warning' };

export const jobStatusOptions = (Object.keys(jobStatusLabels) as JobStatus[]).map((status) => ({ label: jobStatusLabels[status], value: status }));

/** Whether a job may still change (the lists poll while one does). */
export const inProgress = (status: JobStatus) => status === 'queued' || status === 'running';

/** A job's status, with its progress while it runs. */
export function JobState({ status, progress }: { status: JobStatus; progress: number }) {
  return (
    <Space size={8}>
      <Tag color={colours[status]} style={{ marginInlineEnd: 0 }}>
        {jobStatusLabels[status]}
      </Tag>
      {status === 'running' && <Progress percent={progress} size="small" style={{ width: 100, margin: 0 }} />}
    </Space>
  );
}

/** File sizes as people read them. */
export function fileSize(bytes: number) {
  if (!bytes) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
