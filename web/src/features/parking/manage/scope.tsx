import { Button, Result, Space, Typography } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryScopeProvider } from '../../../widgets/resource/query-scope';
import { managePlatformOf, MERCHANT_LIST, type ManagePlatform } from './paths';

/** The merchant last looked into, per platform: an address inside the group without one gets it back (below). */
const carried: Partial<Record<ManagePlatform, { merchant: string; name: string }>> = {};

/**
 * The frame of every page of a 停车管理: the merchant of the address (`merchant`, `merchant_name`) becomes the pages'
 * query scope — every list, picker and card asks for that merchant's rows, and the server refuses one the caller may
 * not act for (1404). An address inside the group without the merchant (a detail's 返回, a dialog closed by address)
 * gets the last one back, as document 2 §7 says of detail routes: missing parameters are carried over from the
 * previous sibling. docs/decisions.md, "The partner's and group's 停车管理".
 */
export function ManagedScope({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const platform = managePlatformOf(pathname) ?? 'partner';
  const merchant = Number(params.get('merchant')) || 0;
  const name = params.get('merchant_name') ?? '';
  const last = carried[platform];
  const lacking = !merchant && !!last;

  useEffect(() => {
    if (merchant) carried[platform] = { merchant: String(merchant), name };
    else if (last) {
      const next = new URLSearchParams(params);
      next.set('merchant', last.merchant);
      if (last.name) next.set('merchant_name', last.name);
      void navigate(`${pathname}?${next}`, { replace: true });
    }
  }, [merchant, name, platform, last, params, pathname, navigate]);

  const scope = useMemo(() => ({ merchant }), [merchant]);
  if (lacking) return null;
  if (!merchant) {
    return (
      <Result
        status="info"
        title="请先选择商户"
        subTitle={platform === 'group' ? '停车管理查看一个成员商户的停车数据，请从商户列表中成员的「停车管理」进入。' : '停车管理查看一个客户商户的停车数据，请从商户列表或停车场列表的「停车管理」进入。'}
        extra={<Button type="primary" onClick={() => void navigate(MERCHANT_LIST)}>去商户列表</Button>}
      />
    );
  }
  return (
    <QueryScopeProvider value={scope}>
      <Space size="small" style={{ marginBottom: 12 }} data-testid="managed-merchant">
        <Typography.Text type="secondary">当前商户</Typography.Text>
        <Typography.Text strong>{name || `商户 ${merchant}`}</Typography.Text>
        <Typography.Text type="secondary">商户号 {merchant}</Typography.Text>
      </Space>
      {children}
    </QueryScopeProvider>
  );
}
