import { useId, type ReactNode } from 'react';

export interface CardSectionProps {
  /** Names the section's classes: `block` on the section, `block__title` on its heading. */
  block: string;
  /** The wider padding of a panel that holds a form (card-panel--roomy). */
  roomy?: boolean;
  /** The heading's id, for a section other parts of the page point to; generated otherwise. */
  titleId?: string;
  title: ReactNode;
  children: ReactNode;
}

/** A raised panel (feedback/feature-cards.css) named by its h2 heading. */
export function CardSection({ block, roomy = false, titleId, title, children }: CardSectionProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const panel = roomy ? 'card-panel card-panel--roomy' : 'card-panel';
  return (
    <section className={`${block} ${panel}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${block}__title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
