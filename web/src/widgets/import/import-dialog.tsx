import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { batchCreate, batchTemplateParamValue, batchTemplateSummary, importCharsets, IMPORT_MAX_BYTES } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { useGate } from '../../shell/session/gate';
import { FileUpload, type UploadedFile } from '../upload/file-upload';

/** The import dialog's messages (document 1 §4, §5), verbatim. */
export const importMessages = {
  file: '请上传需要批量导入的文件',
  charset: '请选择文件编码',
  created: '创建导入任务成功',
  select: (name: string) => `请选择${name}`,
  input: (name: string) => `请输入${name}`,
  pattern: (name: string) => `请输入正确的${name}`,
} as const;

export const batchDetailPath = (batchNo: string) => `/account/report/batch/detail?batch_no=${encodeURIComponent(batchNo)}`;

const IMPORT_ACCEPT = ['.csv', '.xls', '.xlsx'];

/** A select parameter's options, searched on the server as typed. */
function ParamSelect({ uuid, paramKey, name, value, onChange }: { uuid: string; paramKey: string; name: string; value?: string; onChange?: (v: string) => void }) {
  const [keywords, setKeywords] = useState('');
  const options = useQuery({ queryKey: [batchTemplateParamValue.path, uuid, paramKey, keywords], queryFn: () => send(batchTemplateParamValue, { uuid, key: paramKey, keywords: keywords || undefined }, { silent: true }) });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeywords }}
      value={value}
      onChange={onChange}
      placeholder={importMessages.select(name)}
      loading={options.isFetching}
      notFoundContent={options.isFetching ? '加载中…' : '暂无可选项'}
      options={(options.data?.row ?? []).map((o) => ({ label: o.label, value: String(o.value) }))}
    />
  );
}

interface ImportForm {
  file?: UploadedFile[];
  charset?: string;
  params: Record<string, string>;
}

/**
 * The import dialog (document 1 §4, §5): the template's summary and file, the file (csv, xls, xlsx up to
 * 5 MB), its charset, the template's parameters with their rules; 创建导入任务成功, then an offer to follow
 * the task's progress.
 */
export function ImportDialog({ uuid, open, onClose }: { uuid: string; open: boolean; onClose: () => void }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ImportForm>();
  const [busy, setBusy] = useState(false);
  const summary = useQuery({ queryKey: [batchTemplateSummary.path, uuid], queryFn: () => send(batchTemplateSummary, { uuid }, { silent: true }), enabled: open, staleTime: 300_000 });
  const template = summary.data;

  const submit = async (values: ImportForm) => {
    if (!template) return;
    setBusy(true);
    try {
      const params = template.params.map((param) => ({ key: param.key, value: param.type === 2 ? param.value : (values.params?.[param.key] ?? '').trim() }));
      const created = await send(batchCreate, { rt_uuid: uuid, file_url: values.file![0]!.link, charset: values.charset as 'UTF-8' | 'GBK', params });
      message.success(importMessages.created);
      form.resetFields();
      onClose();
      modal.confirm({
        title: importMessages.created,
        content: `批次号 ${created.batch_no}：文件正在后台导入，可随时在报表中心查看进度和失败原因。`,
        okText: '查看导入进度',
        cancelText: '稍后再看',
        onOk: () => navigate(batchDetailPath(created.batch_no)),
      });
    } catch {
      // The request layer has said why; the dialog keeps what was chosen.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={template ? `批量导入：${template.name}` : '批量导入'}
      width={640}
      okText="创建导入任务"
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, disabled: !template }}
      onCancel={onClose}
      destroyOnHidden
    >
      {summary.isLoading ? (
        <Skeleton active />
      ) : summary.error ? (
        <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />
      ) : template ? (
        <Form form={form} name={`import-${uuid}`} layout="vertical" initialValues={{ charset: template.charset, params: Object.fromEntries(template.params.map((p) => [p.key, p.value || undefined])) }} onFinish={submit}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
            <span style={{ color: '#8c8c8c' }}>请按模板填写后上传；表头为第 1 行，数据从第 2 行开始。</span>
            {template.template_url && (
              <Button type="link" icon={<DownloadOutlined />} href={template.template_url} download>
                下载模板
              </Button>
            )}
          </div>
          {template.columns.length > 0 && (
            <Table
              size="small"
              pagination={false}
              rowKey="title"
              style={{ marginBottom: 16 }}
              dataSource={template.columns}
              columns={[
                { key: 'title', title: '列名', render: (_v, c) => `${c.title}${c.required ? ' *' : ''}`, width: 160 },
                { key: 'description', title: '说明', dataIndex: 'description' },
              ]}
            />
          )}
          <Form.Item name="file" label="导入文件" rules={[{ required: true, message: importMessages.file }]} valuePropName="value">
            <FileUpload accept={IMPORT_ACCEPT} maxBytes={IMPORT_MAX_BYTES} count={1} tip="支持 csv、xls、xlsx，不超过 5 MB" />
          </Form.Item>
          <Form.Item name="charset" label="文件编码" rules={[{ required: true, message: importMessages.charset }]} extra="Excel 另存的 CSV 通常为 GBK；xls、xlsx 文件不受影响">
            <Select placeholder={importMessages.charset} options={importCharsets.map((c) => ({ label: c, value: c }))} />
          </Form.Item>
          {template.params
            .filter((param) => param.type !== 2)
            .map((param) => (
              <Form.Item
                key={param.key}
                name={['params', param.key]}
                label={param.name}
                extra={param.description || undefined}
                rules={[
                  { required: true, whitespace: true, message: param.type === 1 ? importMessages.select(param.name) : importMessages.input(param.name) },
                  ...(param.regex ? [{ pattern: new RegExp(param.regex), message: importMessages.pattern(param.name) }] : []),
                ]}
              >
                {param.type === 1 ? <ParamSelect uuid={uuid} paramKey={param.key} name={param.name} /> : <Input placeholder={importMessages.input(param.name)} maxLength={500} />}
              </Form.Item>
            ))}
        </Form>
      ) : null}
    </Modal>
  );
}

/** 批量导入: the dialog behind a button, shown to users the template's gate lets in. */
export function ImportButton({ uuid, label = '批量导入', permission, product }: { uuid: string; label?: string; permission?: readonly string[]; product?: readonly string[] }) {
  const gate = useGate();
  const [open, setOpen] = useState(false);
  if (!gate({ permission, product })) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ImportDialog uuid={uuid} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
