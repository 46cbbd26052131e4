import { BusinessApplyStatus, invoiceAccessGet, invoiceAccessList, invoiceAccessUpdate, type CallReply } from '@console/contract';
import { send } from '../../../lib/request';
import { RejectDialog as Reject } from '../../../widgets/resource/reject-dialog';

export type Access = CallReply<typeof invoiceAccessList>['row'][number];
export const isPending = (a: Access) => a.status === BusinessApplyStatus.pending;
export const AUDIT = ['invoice:partner:apply:audit'];

/** 驳回 an access application: the reason is shown to the applicant. */
export function RejectDialog({ apply, onClose }: { apply: Access | null; onClose: () => void }) {
  return (
    <Reject
      open={!!apply}
      title={`驳回接入申请 · ${apply?.merchant_name ?? ''}`}
      name="invoice-access-reject"
      extra="驳回原因会展示给申请商户"
      changes={[invoiceAccessList, invoiceAccessGet]}
      reject={(remark) => send(invoiceAccessUpdate, { id: apply!.id, status: BusinessApplyStatus.rejected, remark })}
      onClose={onClose}
    />
  );
}
