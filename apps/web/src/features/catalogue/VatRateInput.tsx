import { NumberInput } from '../../components/inputs/NumberInput';

/** A new product or service starts at the standard Belgian rate, as the database's default. */
export const DEFAULT_VAT_RATE = 21;

/**
 * The default VAT rate of a product or service (the spec's `tva_rate`): what its quote and sale
 * lines start with, still changeable per line. Ignored for an organization not subject to VAT.
 */
export function VatRateInput(props: {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  id?: string;
}) {
  return <NumberInput label="TVA par défaut (%)" max={100} {...props} />;
}
