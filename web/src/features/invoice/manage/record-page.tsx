import { useSearchParams } from 'react-router';
import RecordListPage from '../records/record-list-page';
import { MANAGE_RECORD } from '../paths';
import { ManageLayout } from './manage-layout';

/** 开票记录 of one invoice merchant (?merchant=): the partner's read-only 开票记录 narrowed to it. */
export default function ManageRecordPage() {
  const [params] = useSearchParams();
  const merchant = Number(params.get('merchant'));
  return <ManageLayout merchant={merchant} active={MANAGE_RECORD}>{() => <RecordListPage merchant={merchant} />}</ManageLayout>;
}
