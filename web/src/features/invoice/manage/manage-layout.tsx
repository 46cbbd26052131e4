import { invoiceMerchantRtGet } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Menu, Result, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { routeAccess } from '../../../lib/access';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useAccessContext } from '../../../shell/layout/use-access-context';
import { INVOICE_MERCHANT_LIST, manageLink } from '../paths';
import { EnabledStatusTag, SoftwareTypeTag, type MerchantRt } from '../shared';
import { manageOverview, manageSections } from './sections';

/** The managed merchant's runtime, shared by the manage pages and the AUDITOR check (one query key). */
export const useMerchantRt = (merchant: number) =>
  useQuery({ queryKey: [invoiceMerchantRtGet.path, merchant], queryFn: () => send(invoiceMerchantRtGet, { merchant }), enabled: merchant > 0 });

/**
 * The frame of 发票商户管理 (?merchant=): who is managed and with which software, and the sub-pages the user may open
 * for this merchant — the route entries pruned by `routeAccess` with the managed merchant's access context.
 */
export function ManageLayout({ merchant, active, children }: { merchant: number; active: string; children: (rt: MerchantRt) => ReactNode }) {
  const navigate = useNavigate();
  const context = useAccessContext(merchant);
  const rt = useMerchantRt(merchant);
  if (!(merchant > 0)) {
    return <Result status="warning" title="未指定发票商户" extra={<Button onClick={() => navigate(INVOICE_MERCHANT_LIST)}>返回发票商户</Button>} />;
  }
  if (rt.isPending) return <Card><Skeleton active /></Card>;
  if (rt.isError) return <ErrorPanel error={rt.error} onRetry={() => void rt.refetch()} />;
  const record = rt.data;
  const items = [manageOverview, ...manageSections]
    .filter((node) => routeAccess(node.path, node.meta, context).allowed)
    .map((node) => ({ key: node.path, label: node === manageOverview ? '概览' : node.meta.title }));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <span>{record.merchant_name}</span>
            <Typography.Text type="secondary">商户号 {record.merchant}</Typography.Text>
          </Space>
        }
        extra={<Button onClick={() => navigate(INVOICE_MERCHANT_LIST)}>返回发票商户</Button>}
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="税控软件">{record.software_code ? `${record.software_name ?? ''}（${record.software_code}）` : '未设置'}</Descriptions.Item>
          <Descriptions.Item label="软件类型"><SoftwareTypeTag type={record.software_type} /></Descriptions.Item>
          <Descriptions.Item label="软件状态">{record.software_status === null ? '-' : <EnabledStatusTag status={record.software_status} />}</Descriptions.Item>
        </Descriptions>
        <Menu
          mode="horizontal"
          aria-label="发票商户管理"
          selectedKeys={[active]}
          items={items}
          onClick={({ key }) => navigate(manageLink(key, merchant))}
          style={{ marginTop: 8 }}
        />
      </Card>
      {children(record)}
    </Space>
  );
}
