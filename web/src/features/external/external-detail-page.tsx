import { externalChannelApplyDetail } from '@console/contract';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage } from '../../widgets/resource/detail-page';
import { externalApplyDetailFields, type ApplyView } from '../payment/channel-apply/detail-fields';
import { editable } from '../payment/channel-apply/shared';
import { ExternalFrame, withExternalQueries } from './external-frame';
import { EXTERNAL_APPLY, EXTERNAL_CONFIG } from './paths';

/** `/external/payment/channel/detail?apply_no=` (the link's application when absent): status, reason, 修改 when returned. */
export default withExternalQueries(function ExternalDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ExternalFrame title="进件申请详情">
      {(session) => {
        const applyNo = params.get('apply_no') || session.apply_no;
        if (!applyNo) return <Navigate to={EXTERNAL_CONFIG} replace />;
        return (
          <DetailPage<ApplyView>
            loadKey={[externalChannelApplyDetail.path, applyNo]}
            load={async () => {
              const d = await send(externalChannelApplyDetail, { apply_no: applyNo });
              return { ...d.channel_apply, extra: d.extra };
            }}
            title={(r) => `${r.merchant.name} · ${r.channel_name}`}
            fields={externalApplyDetailFields}
            actions={[{ key: 'edit', label: '修改', primary: true, when: editable, onClick: (r) => navigate(`${EXTERNAL_APPLY}?apply_no=${r.apply_no}`) }]}
          />
        );
      }}
    </ExternalFrame>
  );
});
