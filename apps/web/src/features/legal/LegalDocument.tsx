import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The static English documents (spec part 1 §1): a title, a table of contents, sections. */
export function LegalDocument({
  title,
  intro,
  sections,
  actions,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="page legal" lang="en" aria-labelledby="legal-title">
      {actions ? <div className="legal__actions">{actions}</div> : null}
      <header className="legal__header">
        <h1 id="legal-title" className="page__title">
          {title}
        </h1>
        <div className="legal__intro">{intro}</div>
      </header>
      <nav className="legal__toc" aria-label="Contents">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="legal__section">
          <h2>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
