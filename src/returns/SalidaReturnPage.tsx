/** #/outputs/return?outputId=: goods a customer brings back from a salida not invoiced. */
import { StockReturnPage } from './StockReturnPage';

export default function SalidaReturnPage() {
  return <StockReturnPage kind="output" />;
}
