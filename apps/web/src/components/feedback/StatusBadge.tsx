import './feature-cards.css';

/** What a status means, which gives its colour (feature-cards.css). */
export type StatusTone = 'success' | 'warning' | 'info' | 'neutral' | 'danger' | 'brand';

/** A status as a list shows it: its word and its colour. */
export interface StatusLook {
  label: string;
  tone: StatusTone;
}

/** The class of a status colour, for a pill or an icon. */
export const statusToneClass = (tone: StatusTone) => `status-tone--${tone}`;

/** A status word in a coloured pill. */
export function StatusBadge({ look }: { look: StatusLook }) {
  return <span className={`status-badge ${statusToneClass(look.tone)}`}>{look.label}</span>;
}
