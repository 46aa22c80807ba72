import { APP_NAME } from '../../constants';
import { LegalDocument, type LegalSection } from './LegalDocument';

export const RETENTION_DAYS = 365;

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        This policy explains how {APP_NAME} (“we”, “us”) processes personal data when you use our
        web application. For the business records an organization keeps in the Service (its clients,
        quotes, invoices, sales and accounts) the organization is the controller and we act as its
        processor. For account, subscription and security data we are the controller.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    body: (
      <ul>
        <li>
          <strong>Account data:</strong> your name, email address, a hash of your password (never
          the password itself) or the identifier returned by a third-party identity provider.
        </li>
        <li>
          <strong>Organization data:</strong> name, address, phone, email, VAT number, bank account,
          logo, background image, terms, members and join requests.
        </li>
        <li>
          <strong>Business records:</strong> clients, catalogue, events, quotes, invoices, sales,
          expenses and revenues, and the receipts and images you upload.
        </li>
        <li>
          <strong>Subscription data:</strong> your plan and its status. Card details are handled by
          our payment provider and never reach our servers.
        </li>
        <li>
          <strong>Technical data:</strong> server logs with IP address, request time and error
          information, kept to secure and operate the Service.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your data and on what legal basis',
    body: (
      <ul>
        <li>
          to provide the Service you or your organization subscribed to (performance of a contract);
        </li>
        <li>to bill subscriptions and keep accounting records (legal obligation);</li>
        <li>
          to secure the Service, prevent abuse and fix errors, for example by rate-limiting sign-in
          attempts (legitimate interest);
        </li>
        <li>to send service emails such as password-reset links (performance of a contract).</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing and processors',
    body: (
      <p>
        We do not sell personal data. We share it only with processors that help us run the Service
        — hosting, our card payment provider, the identity provider you choose to sign in with and
        our email delivery provider — under contracts that require them to protect it, or when the
        law requires us to disclose it.
      </p>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        When a provider processes data outside the European Economic Area, we rely on an adequacy
        decision or on the European Commission’s standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Retention',
    body: (
      <p>
        We keep personal data for as long as your account or your organization’s subscription is
        active and as needed to provide the Service. Once data is no longer needed for these
        purposes, we keep it for up to {RETENTION_DAYS} days (for example to allow a restore or to
        handle a dispute) and then delete or anonymise it, unless the law requires us to keep it
        longer, as it does for invoices and accounting records.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are stored as salted hashes, sessions use an httpOnly
        cookie, and each organization’s data is isolated from other organizations. No system is
        perfectly secure; we will notify you and the competent authority of a personal data breach
        where the law requires it.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use one strictly necessary cookie, named <code>token</code>, that keeps you signed in.
        Your browser’s local storage remembers display preferences such as the chosen period filter.
        We use no advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        Under the GDPR you may ask to access, correct, erase or export your personal data, to
        restrict or object to its processing, and to withdraw any consent you gave. For business
        records of an organization, please contact that organization first. You may also lodge a
        complaint with the Belgian Data Protection Authority or the authority of your country.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Service is not intended for anyone under 18 and we do not knowingly collect their data.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy. We will inform you in the application before a material change
        takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        To exercise your rights or ask a question about this policy, contact us through the contact
        details given in the application.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          Your privacy matters to us. This page describes what personal data we process, why, for
          how long, and the rights you have.
        </p>
      }
      sections={sections}
    />
  );
}
