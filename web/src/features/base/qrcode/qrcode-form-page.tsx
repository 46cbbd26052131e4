import { qrcodeCreate, qrcodeGet, qrcodeList, qrcodeUpdate, terminalList, terminalTypeNames } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Skeleton, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { purposeOptions, QRCODE_LIST, QrcodeStatusTag, QrcodeThumb } from './shared';

/** The bound merchant's terminals (at most 100: a merchant has a handful), to pick one or none. */
function TerminalSelect({ value, onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const merchant = Form.useWatch('bind_merchant') as number | undefined;
  const terminals = useQuery({
    queryKey: [terminalList.path, 'of', merchant],
    queryFn: () => send(terminalList, { merchant, page_size: 100 }, { silent: true }),
    enabled: !!merchant,
  });
  const options = [{ label: '不绑定终端', value: '' }, ...(terminals.data?.row ?? []).map((t) => ({ label: `${t.sn}（${terminalTypeNames[t.type] ?? t.type}，${t.place || '未填位置'}）`, value: t.sn }))];
  return (
    <Select
      id={id}
      aria-label="绑定终端"
      value={value ?? ''}
      onChange={onChange}
      options={options}
      loading={terminals.isFetching}
      disabled={!merchant}
      placeholder={merchant ? '选择该商户的终端' : '请先选择绑定商户'}
      notFoundContent={terminals.isError ? '终端加载失败' : '该商户没有终端'}
    />
  );
}

/** 新建码牌 and 编辑码牌 (`?id=`): a blank code from 制码 is bound here, which enables it. The code itself never changes. */
export default function QrcodeFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const loaded = useQuery({ queryKey: [qrcodeGet.path, id], queryFn: () => send(qrcodeGet, { id: id! }), enabled: !!id });
  const current = loaded.data;
  const fields = useMemo<FormField[]>(
    () => [
      ...(current
        ? [
            {
              kind: 'custom',
              key: 'code',
              label: '码牌',
              render: () => (
                <Space align="center" size="large">
                  <QrcodeThumb code={current.code} url={current.url} size={96} />
                  <Space direction="vertical" size={2}>
                    <Typography.Text strong style={{ fontFamily: 'monospace', fontSize: 16 }}>{current.code}</Typography.Text>
                    <QrcodeStatusTag status={current.status} />
                    {current.status === 0 && <Typography.Text type="secondary">待绑定：保存后启用</Typography.Text>}
                    {current.batch_no && <Typography.Text type="secondary">制码批次 {current.batch_no}</Typography.Text>}
                  </Space>
                </Space>
              ),
            } satisfies FormField,
          ]
        : []),
      { kind: 'text', key: 'name', label: '码牌名称', required: true, maxLength: 30, placeholder: '如：福田中心停车场 出口 1 号岗亭收款码', rules: [{ min: 2, message: '码牌名称至少 2 个字' }] },
      { kind: 'select', key: 'purpose', label: '用途', required: true, options: purposeOptions },
      {
        kind: 'custom',
        key: 'bind_merchant',
        label: '绑定商户',
        required: true,
        render: (form) => (
          <Form.Item name="bind_merchant" noStyle rules={[{ required: true, message: '请选择绑定商户' }]}>
            <RemoteSelect source="merchant-below" aria-label="绑定商户" placeholder="商户名称或商户号" style={{ width: '100%' }} onChange={(v) => { form.setFieldsValue({ bind_merchant: v, terminal_sn: '' }); }} />
          </Form.Item>
        ),
      },
      {
        kind: 'custom',
        key: 'terminal_sn',
        label: '绑定终端',
        extra: '选填：码牌贴在终端上时选择，扫码的订单记在该终端',
        render: () => (
          <Form.Item name="terminal_sn" noStyle>
            <TerminalSelect />
          </Form.Item>
        ),
      },
      { kind: 'text', key: 'place', label: '摆放位置', maxLength: 60, placeholder: '如：出口 1 号岗亭窗口' },
      { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 3 },
    ],
    [current],
  );
  if (id && loaded.isLoading) return <Skeleton active paragraph={{ rows: 6 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (id && loaded.error) return <ErrorPanel error={loaded.error} onRetry={() => void loaded.refetch()} />;
  return (
    <FormPage
      id={id ? 'qrcode-edit' : 'qrcode-create'}
      fields={fields}
      loadKey={id ? [qrcodeGet.path, 'form', id] : undefined}
      load={
        id
          ? async () => {
              const r = current!;
              return { name: r.name, purpose: r.purpose, bind_merchant: r.bind_merchant ?? undefined, terminal_sn: r.terminal_sn, place: r.place, remark: r.remark };
            }
          : undefined
      }
      initialValues={{ purpose: 1, terminal_sn: '' }}
      submit={async (v) => {
        const body = {
          name: String(v.name).trim(),
          purpose: Number(v.purpose),
          bind_merchant: Number(v.bind_merchant),
          terminal_sn: (v.terminal_sn as string) || '',
          place: ((v.place as string) ?? '').trim(),
          remark: ((v.remark as string) ?? '').trim(),
        };
        if (id) {
          const r = await send(qrcodeUpdate, { id, ...body });
          return current?.status === 0 && r.status === 1 ? '已绑定并启用' : '保存成功';
        }
        const r = await send(qrcodeCreate, body);
        return `已新建码牌 ${r.code}`;
      }}
      back={QRCODE_LIST}
      invalidate={[[qrcodeList.path], [qrcodeGet.path]]}
    />
  );
}
