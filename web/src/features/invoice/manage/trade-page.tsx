import { useSearchParams } from 'react-router';
import TradeListPage from '../records/trade-list-page';
import { MANAGE_TRADE } from '../paths';
import { ManageLayout } from './manage-layout';

/** 可开票交易 of one invoice merchant (?merchant=), to look at: which trades are invoiced and by which application. */
export default function ManageTradePage() {
  const [params] = useSearchParams();
  const merchant = Number(params.get('merchant'));
  return <ManageLayout merchant={merchant} active={MANAGE_TRADE}>{() => <TradeListPage merchant={merchant} />}</ManageLayout>;
}
