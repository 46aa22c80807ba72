import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export interface PlaceholderPageProps {
  title: string;
  /** What the screen will do, in one short French sentence. */
  description?: string;
}

/** Stands in for a screen that a later issue builds. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <section className="page placeholder-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      {description ? <p className="placeholder-page__description">{description}</p> : null}
      <p className="placeholder-page__soon">Cet écran arrive bientôt.</p>
    </section>
  );
}
