import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { reportCreate, type ExportFormat } from '@console/contract';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';

export const REPORT_CENTRE = '/account/report/list';

export interface ExportButtonProps {
  /** The report kind the server knows (report.kinds.ts). */
  reportId: string;
  /** The list's current filters: the export holds the same rows the user sees. */
  query: Record<string, unknown>;
  label?: string;
}

/** Filters as the export call takes them: scalars only, paging dropped, empty values left out. */
export function exportParams(query: Record<string, unknown>): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page_index' || key === 'page_size' || value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) params[key] = value.join(',');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = value;
  }
  return params;
}

/**
 * 导出 (document 1 §4): queues an export of the list as it is filtered (CSV or Excel), then offers the
 * report centre where the file appears with its progress. Shown only with universal:report:basic.
 */
export function ExportButton({ reportId, query, label = '导出' }: ExportButtonProps) {
  const gate = useGate();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!gate({ permission: ['universal:report:basic'] })) return null;

  const start = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const job = await send(reportCreate, { report_id: reportId, format, params: exportParams(query) });
      modal.confirm({
        title: '导出任务已创建',
        content: `「${job.name}」正在生成，完成后可在报表中心下载。`,
        okText: '前往报表中心',
        cancelText: '留在本页',
        onOk: () => navigate(REPORT_CENTRE),
      });
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'xlsx', label: 'Excel 文件（.xlsx）' },
          { key: 'csv', label: 'CSV 文件（.csv）' },
        ],
        onClick: ({ key }) => void start(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
