import { advertiserBaseInfo } from '@console/contract';
import { Space } from 'antd';
import { send } from '../../lib/request';
import { DetailPage } from '../../widgets/resource/detail-page';
import { advertiserFields } from '../adverting/advertiser/advertiser-detail-page';
import { AdvertiserStatusTag, type Advertiser } from '../adverting/advertiser/shared';

/** 基础信息: the advertiser account linked to the caller's merchant, as its advertising partner keeps it. */
export default function BaseInfoPage() {
  return (
    <DetailPage<Advertiser>
      loadKey={[advertiserBaseInfo.path]}
      load={() => send(advertiserBaseInfo, {}, { silent: true })}
      title={(a) => (
        <Space wrap>
          {a.name}
          <AdvertiserStatusTag status={a.status} />
        </Space>
      )}
      fields={[...advertiserFields, { key: 'partner', label: '广告服务商', value: (a) => a.partner_name || String(a.partner) }]}
    />
  );
}
