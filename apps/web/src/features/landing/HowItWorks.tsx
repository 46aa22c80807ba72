import { TabHeader, tabId, tabPanelId } from '../../components/layout/TabHeader';
import { useTabs } from '../../components/layout/useTabs';
import { StepIllustration, type StepId } from './StepIllustration';

const STEPS: { id: StepId; label: string; title: string; text: string }[] = [
  {
    id: 'client',
    label: 'Créer un client',
    title: 'Vos clients, saisis une seule fois',
    text: 'Nom, adresse, email, numéro de TVA et compte bancaire : vos clients sont prêts à être choisis dans chaque devis, vente ou facture.',
  },
  {
    id: 'catalogue',
    label: 'Créer le catalogue',
    title: 'Un catalogue bien rangé',
    text: 'Ajoutez vos produits à louer et vos services, classés par catégories et sous-catégories, avec leur prix, leur stock et une photo.',
  },
  {
    id: 'devis',
    label: 'Faire un devis',
    title: 'Un devis juste, en quelques clics',
    text: 'Choisissez le client, les dates de location et les articles : le coefficient journée, les remises et la TVA sont calculés automatiquement. Téléchargez le PDF.',
  },
  {
    id: 'facture',
    label: 'Facturer',
    title: 'Du devis à la facture',
    text: 'Transformez un devis ou une vente en facture numérotée, validez-la et téléchargez-la en PDF. Vos chiffres alimentent le tableau de bord.',
  },
];

const ID_PREFIX = 'etapes';

export function HowItWorks() {
  const tabs = useTabs(STEPS, 'client');
  const index = STEPS.findIndex((step) => step.id === tabs.activeId);
  const step = STEPS[index] ?? STEPS[0]!;

  return (
    <section className="landing-section how-it-works" aria-labelledby="how-title">
      <div className="landing-section__header">
        <p className="landing-eyebrow">Comment ça marche</p>
        <h2 id="how-title">De votre premier client à votre première facture</h2>
      </div>
      <TabHeader {...tabs} label="Étapes" idPrefix={ID_PREFIX} className="how-it-works__tabs" />
      <div
        role="tabpanel"
        id={tabPanelId(ID_PREFIX, step.id)}
        aria-labelledby={tabId(ID_PREFIX, step.id)}
        className="how-it-works__panel"
        tabIndex={0}
      >
        <div className="how-it-works__text">
          <p className="how-it-works__step">Étape {index + 1} sur 4</p>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </div>
        {/* key: the animation starts over each time a step is chosen */}
        <StepIllustration key={step.id} step={step.id} />
      </div>
    </section>
  );
}
