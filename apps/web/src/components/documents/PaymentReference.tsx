import './payment-reference.css';

/**
 * A structured communication (+++123/4567/89002+++) or RF creditor reference as a bank app wants
 * it typed: never broken across lines, since half a number on each line is how transfers go astray.
 */
export function PaymentReference({ reference }: { reference: string }) {
  return <span className="payment-reference">{reference}</span>;
}
