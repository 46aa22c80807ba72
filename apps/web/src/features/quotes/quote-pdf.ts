import { saveBlob } from '../../api/download';
import { getQuotePdf } from './quotes.api';

/** Saves the quote's PDF as DEVIS_<number>.pdf; the fetch helper reports a failure. */
export async function downloadQuotePdf(quote: { quote_id: number; formatted_quote_id: string }) {
  const pdf = await getQuotePdf(quote.quote_id);
  if (pdf) saveBlob(pdf, `DEVIS_${quote.formatted_quote_id}.pdf`);
}
