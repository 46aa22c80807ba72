interface Feature {
  title: string;
  description: string;
  icon: string;
  upcoming?: boolean;
}

const FEATURES: Feature[] = [
  {
    title: 'Devis de location',
    description:
      'Dates de location, coefficient journée, remises et TVA calculés pour vous, PDF prêt à envoyer.',
    icon: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h5',
  },
  {
    title: 'Ventes',
    description: 'Enregistrez vos ventes directes en quelques secondes et facturez-les ensuite.',
    icon: 'M4 5h2l2 11h10l2-8H7M10 20h.01M17 20h.01',
  },
  {
    title: 'Factures PDF',
    description: 'Numérotation continue par année, validation, et factures PDF à votre image.',
    icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  },
  {
    title: 'Comptabilité avec justificatifs',
    description:
      'Sorties et rentrées avec leur justificatif, recherche, filtres par période et export ZIP.',
    icon: 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h4',
  },
  {
    title: 'Tableau de bord',
    description:
      'Sorties et rentrées dans le temps, résultats par événement, statistiques de location.',
    icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  },
  {
    title: 'Catalogue',
    description: 'Produits, services, catégories et sous-catégories, avec prix et stock.',
    icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  },
  {
    title: 'Clients',
    description: 'Un fichier clients partagé par toute l’équipe, prêt pour vos devis et factures.',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M2 21c0-4 3-6 7-6s7 2 7 6',
  },
  {
    title: 'Événements',
    description: 'Rattachez dépenses et recettes à vos événements et mesurez leur résultat.',
    icon: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5',
  },
  {
    title: 'Organisation multi-membres',
    description:
      'Invitez vos membres, validez les demandes d’adhésion, personnalisez logo et conditions.',
    icon: 'M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6',
  },
  {
    title: 'Emails automatiques',
    description: 'Envoi automatique de vos devis et factures à vos clients.',
    icon: 'M3 5h18v14H3zM3 6l9 7 9-7',
    upcoming: true,
  },
];

export function FeatureList() {
  return (
    <section
      id="fonctionnalites"
      className="landing-section"
      aria-labelledby="fonctionnalites-title"
    >
      <div className="landing-section__header">
        <p className="landing-eyebrow">Fonctionnalités</p>
        <h2 id="fonctionnalites-title">Tout ce qu’il faut pour gérer votre activité</h2>
      </div>
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className={feature.upcoming ? 'feature is-upcoming' : 'feature'}>
            <svg className="feature__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={feature.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <h3 className="feature__title">
              {feature.title}
              {feature.upcoming ? <span className="badge">Bientôt disponible</span> : null}
            </h3>
            <p className="feature__description">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
