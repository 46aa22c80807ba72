import { useState } from 'react';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { downloadQuotePdf } from './quote-pdf';

/** Under a saved quote without unsaved changes: downloads its PDF. */
export function QuotePdfButton({
  quote,
}: {
  quote: { quote_id: number; formatted_quote_id: string };
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadQuotePdf(quote);
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <LoadingButton
      variant="secondary"
      loading={downloading}
      onClick={() => void download()}
      aria-label={`Télécharger le PDF du devis ${quote.formatted_quote_id}`}
    >
      Télécharger le PDF
    </LoadingButton>
  );
}
