// `/` for a signed-in member (issue #30 §1): what needs doing, each line opening its list; a new
// organization sees its first steps instead, until every one is done.
import { formatDateFr } from '@app/shared/format';
import type { HomeChecklist, HomeResponse } from '@app/shared/home';
import type { RoleAction } from '@app/shared/roles';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { Spinner } from '../../components/feedback/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemote } from '../../hooks/useRemote';
import { useCan } from '../../session/useCan';
import { getHome } from './home.api';
import { homeLines } from './home-lines';
import './home.css';

/** The home's key: under no area, read afresh on each visit (the figures come from every area). */
export const HOME_KEY = ['home'] as const;

const STEPS: { step: keyof HomeChecklist; label: string; to: string; action: RoleAction }[] = [
  {
    step: 'identity',
    label: 'Compléter l’identité de l’organisation et son IBAN',
    to: '/organization',
    action: 'organization',
  },
  { step: 'product', label: 'Ajouter un premier produit', to: '/catalogue', action: 'write' },
  { step: 'client', label: 'Ajouter un premier client', to: '/clients', action: 'write' },
  { step: 'quote', label: 'Préparer un premier devis', to: '/quote', action: 'write' },
];

function ChecklistStep({ step, done }: { step: (typeof STEPS)[number]; done: boolean }) {
  const { allowed, reason } = useCan(step.action);
  return (
    <li className={done ? 'home-checklist__step is-done' : 'home-checklist__step'}>
      <span className="home-checklist__mark" aria-hidden="true">
        {done ? '✓' : '○'}
      </span>
      <span>
        {allowed && !done ? <Link to={step.to}>{step.label}</Link> : step.label}
        {done ? ' — fait' : allowed ? '' : ` — ${reason ?? ''}`}
      </span>
    </li>
  );
}

/** The first steps of a new organization. */
function Checklist({ checklist }: { checklist: HomeChecklist }) {
  const left = STEPS.filter(({ step }) => !checklist[step]).length;
  return (
    <section
      className="home-checklist card-panel card-panel--roomy"
      aria-labelledby="home-checklist-title"
    >
      <h2 id="home-checklist-title">Premiers pas</h2>
      <p className="home-checklist__intro">
        {left > 1 ? `Encore ${left} étapes` : 'Encore une étape'} avant votre première facture.
      </p>
      <ol className="home-checklist__steps">
        {STEPS.map((step) => (
          <ChecklistStep key={step.step} step={step} done={checklist[step.step]} />
        ))}
      </ol>
    </section>
  );
}

/** What needs doing, each line a link to its list. */
function TodoLines({ home }: { home: HomeResponse }) {
  const lines = homeLines(home.figures);
  return (
    <section className="home-todo card-panel card-panel--roomy" aria-labelledby="home-todo-title">
      <h2 id="home-todo-title">À faire</h2>
      <p className="home-todo__period">
        Semaine du {formatDateFr(home.week.from)} au {formatDateFr(home.week.until)}
      </p>
      <ul className="home-todo__lines">
        {lines.map((line) => (
          <li
            key={line.line}
            className={line.calls ? 'home-todo__line is-calling' : 'home-todo__line'}
          >
            <span className="home-todo__label">{line.label}</span>
            <span className="home-todo__figure">{line.figure}</span>
            <Link
              to={line.to}
              className="home-todo__link"
              aria-label={`${line.linkLabel} (${line.label})`}
            >
              {line.linkLabel}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  useDocumentTitle('Accueil');
  const { state, reload } = useRemote(HOME_KEY, getHome);
  return (
    <section className="page home-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        Accueil
      </h1>
      {state.status === 'loading' ? <Spinner block label="Chargement de l’accueil" /> : null}
      {state.status === 'failed' ? <LoadError what="l’accueil" onRetry={reload} /> : null}
      {state.status === 'loaded' && state.data.checklist !== null ? (
        <Checklist checklist={state.data.checklist} />
      ) : null}
      {state.status === 'loaded' && state.data.checklist === null ? (
        <TodoLines home={state.data} />
      ) : null}
    </section>
  );
}
