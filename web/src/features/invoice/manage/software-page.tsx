import { InvoiceSoftwareStatus, invoiceMerchantMatching, invoiceMerchantRtGet, invoiceMerchantRtUpdate, invoiceSoftwareList, invoiceSoftwareSuggest } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { useChanged } from '../../../widgets/resource/use-changed';
import { MANAGE_SOFTWARE } from '../paths';
import { softwareTypeText, type MerchantRt } from '../shared';
import { ManageLayout } from './manage-layout';

/** The software picker: enabled software the user may assign, searched on the server as typed (300 ms pause). */
export function SoftwarePicker({ value, onChange }: { value?: string; onChange: (code: string) => void }) {
  const [typed, setTyped] = useState('');
  const [keywords, setKeywords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeywords(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const options = useQuery({
    queryKey: [invoiceSoftwareSuggest.path, keywords],
    queryFn: () => send(invoiceSoftwareSuggest, { status: InvoiceSoftwareStatus.enabled, ...(keywords ? { keywords } : {}) }),
  });
  return (
    <Select
      aria-label="税控软件"
      showSearch
      filterOption={false}
      onSearch={setTyped}
      loading={options.isFetching}
      value={value}
      onChange={onChange}
      placeholder="搜索软件编码或名称"
      notFoundContent={options.isFetching ? '加载中…' : '没有可用的税控软件'}
      style={{ width: 360 }}
      options={(options.data ?? []).map((s) => ({ value: s.software_code, label: `${s.name}（${s.software_code}）· ${softwareTypeText(s.type)}` }))}
    />
  );
}

function SoftwareSetting({ rt }: { rt: MerchantRt }) {
  const gate = useGate();
  const { modal } = App.useApp();
  const changed = useChanged(invoiceMerchantRtGet, invoiceMerchantMatching, invoiceSoftwareList);
  const [chosen, setChosen] = useState<string | undefined>(rt.software_code ?? undefined);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChosen(rt.software_code ?? undefined), [rt.software_code]);
  const editable = gate({ permission: ['invoice:partner:merchant:update'] });
  const save = () =>
    modal.confirm({
      title: '更换税控软件？',
      content: `「${rt.merchant_name}」此后通过新软件开具发票；软件类型决定是否需要人工审核（审核人）。`,
      okText: '确定更换',
      cancelText: '取消',
      onOk: async () => {
        setSaving(true);
        try {
          await send(invoiceMerchantRtUpdate, { merchant: rt.merchant, software_code: chosen! });
          await changed('税控软件已更换');
        } finally {
          setSaving(false);
        }
      },
    });
  return (
    <Card title="税控软件">
      <Space orientation="vertical" size="middle">
        <Typography.Text>
          当前：{rt.software_code ? `${rt.software_name ?? ''}（${rt.software_code}）· ${softwareTypeText(rt.software_type)}` : '未设置'}
        </Typography.Text>
        {editable ? (
          <Space wrap>
            <SoftwarePicker value={chosen} onChange={setChosen} />
            <Button type="primary" disabled={!chosen || chosen === rt.software_code} loading={saving} onClick={save}>
              保存
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">您没有更换税控软件的权限</Typography.Text>
        )}
      </Space>
    </Card>
  );
}

/** 税控软件 (?merchant=): which of the partner's software the merchant issues through. */
export default function ManageSoftwarePage() {
  const [params] = useSearchParams();
  const merchant = Number(params.get('merchant'));
  return (
    <ManageLayout merchant={merchant} active={MANAGE_SOFTWARE}>
      {(rt) => <SoftwareSetting rt={rt} />}
    </ManageLayout>
  );
}
