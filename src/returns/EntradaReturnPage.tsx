/** #/inputs/return?inputId=: goods sent back to their vendor from an entrada. */
import { StockReturnPage } from './StockReturnPage';

export default function EntradaReturnPage() {
  return <StockReturnPage kind="input" />;
}
