import type { ReactNode } from 'react';
import './feature-cards.css';

/** What a status means, which gives its colour (feature-cards.css). */
export type StatusTone = 'success' | 'warning' | 'info' | 'neutral' | 'danger' | 'brand';

/** The class of a status colour, for a pill or an icon. */
export const statusToneClass = (tone: StatusTone) => `status-tone--${tone}`;

/** A status word in a coloured pill. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`status-badge ${statusToneClass(tone)}`}>{children}</span>;
}
