import type { ReactNode } from 'react';

/** One panel of the organization page, named by its heading (`titleId` is the heading's id). */
export function OrganizationSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className="organization-section card-panel card-panel--roomy"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="organization-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
