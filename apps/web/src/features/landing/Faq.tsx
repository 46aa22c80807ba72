const QUESTIONS = [
  {
    question: 'Mon association n’est pas assujettie à la TVA : puis-je utiliser l’application ?',
    answer:
      'Oui. Indiquez simplement dans les paramètres de votre organisation si elle est assujettie à la TVA. Si elle ne l’est pas, vos devis, ventes et factures sont établis sans colonnes de TVA. Si elle l’est, chaque ligne porte son taux et les totaux détaillent la TVA par taux.',
  },
  {
    question: 'L’application convient-elle aux structures belges et françaises ?',
    answer:
      'Oui. Les montants sont en euros, les dates au format français, les numéros de téléphone acceptent les indicatifs +32 et +33, et la numérotation des devis, ventes et factures est continue, par année.',
  },
  {
    question: 'Où sont mes données et qui peut les voir ?',
    answer:
      'Les données et les fichiers (justificatifs, logos, images) de chaque organisation sont isolés : seuls ses membres y ont accès. Vous pouvez exporter votre comptabilité à tout moment. Les détails figurent dans notre politique de confidentialité.',
  },
  {
    question: 'Comment démarrer ? Y a-t-il une période d’essai ?',
    answer:
      'Créez votre compte, puis votre organisation ou rejoignez celle de votre équipe. Vous choisissez ensuite la formule adaptée à votre activité : il n’y a pas de période d’essai gratuite, mais chaque formule est mensuelle, sans engagement, et résiliable à tout moment.',
  },
  {
    question: 'Puis-je transmettre ma comptabilité à mon comptable ?',
    answer:
      'Oui. Depuis l’écran Compta, choisissez une période et cliquez sur Exporter : vous obtenez une archive ZIP avec vos sorties, vos rentrées et tous leurs justificatifs.',
  },
  {
    question: 'Puis-je changer de formule ou annuler mon abonnement ?',
    answer:
      'Oui, à tout moment, depuis l’écran Organisation : changez de formule ou annulez votre abonnement en quelques clics.',
  },
];

export function Faq() {
  return (
    <section id="faq" className="landing-section landing-faq" aria-labelledby="faq-title">
      <div className="landing-section__header">
        <p className="landing-eyebrow">FAQ</p>
        <h2 id="faq-title">Questions fréquentes</h2>
      </div>
      <div className="faq-list">
        {QUESTIONS.map((item) => (
          <details key={item.question} className="faq-item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
