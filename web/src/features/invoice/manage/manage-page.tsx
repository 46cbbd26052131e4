import { formatDateTime } from '@console/contract';
import { Card, Descriptions, Empty } from 'antd';
import { useSearchParams } from 'react-router';
import { MANAGE } from '../paths';
import { yuan, type MerchantRt } from '../shared';
import { ManageLayout } from './manage-layout';

/** The base rule as it stands (the overview, and the rule page of a user who may not change it). */
export function RuleSummary({ rt }: { rt: MerchantRt }) {
  return (
        <Card title="基础规则">
          {rt.rule_configured ? (
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }}>
              <Descriptions.Item label="销售方名称">{rt.seller_name}</Descriptions.Item>
              <Descriptions.Item label="纳税人识别号">{rt.tax_number}</Descriptions.Item>
              <Descriptions.Item label="默认税率">{rt.default_tax_rate}%</Descriptions.Item>
              <Descriptions.Item label="单张开票限额">{yuan(rt.single_limit)}</Descriptions.Item>
              <Descriptions.Item label="开票前需审核">{rt.need_review ? '是' : '否'}</Descriptions.Item>
              <Descriptions.Item label="最后设置">{rt.operator ? `${rt.operator}，${formatDateTime(rt.update_time)}` : '-'}</Descriptions.Item>
              <Descriptions.Item label="备注" span="filled">{rt.remark || '-'}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Empty description="尚未设置基础规则" />
          )}
        </Card>
  );
}

/** 发票商户管理 (?merchant=): the merchant's settings at a glance; the sub-pages change them. */
export default function ManagePage() {
  const [params] = useSearchParams();
  const merchant = Number(params.get('merchant'));
  return (
    <ManageLayout merchant={merchant} active={MANAGE}>
      {(rt) => <RuleSummary rt={rt} />}
    </ManageLayout>
  );
}
