import { LoadingButton } from '../../components/buttons/LoadingButton';
import { APP_NAME } from '../../constants';
import { LegalDocument, type LegalSection } from './LegalDocument';

export const TERMS_LAST_UPDATED = 'March 05, 2024';
export const MINIMUM_USER_AGE = 18;

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these Terms',
    body: (
      <p>
        These Terms of Service (the “Terms”) govern your access to and use of {APP_NAME} (the
        “Service”), a web application that helps organizations prepare rental quotes, record sales,
        issue invoices, keep simple accounts and manage their catalogue, clients and events. By
        creating an account, joining an organization or otherwise using the Service, you agree to be
        bound by these Terms. If you use the Service on behalf of an organization, you confirm that
        you are authorised to accept these Terms for it.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be at least {MINIMUM_USER_AGE} years old to use the Service. By using it you
        represent that you meet this requirement and that you have the legal capacity to enter into
        a binding agreement.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and organizations',
    body: (
      <>
        <p>
          You sign in with an email address and a password, or through a supported third-party
          identity provider. You are responsible for keeping your credentials confidential and for
          all activity under your account. Tell us promptly if you suspect unauthorised use.
        </p>
        <p>
          Data is held per organization. Members of an organization can see and change the
          organization’s records. The members of an organization decide who may join it, and a
          member may leave an organization at any time.
        </p>
      </>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Plans, subscriptions and payment',
    body: (
      <>
        <p>
          Access to the Service requires an active plan. Each plan has a monthly price in euros and
          limits (for example the number of users, clients, quotes, invoices, products and services)
          described on the subscription page. Payments are processed by our card payment provider
          through its hosted checkout; we do not store your card details.
        </p>
        <p>
          Subscriptions renew monthly until cancelled. You may change or cancel your plan at any
          time from the application; a cancellation takes effect at the end of the current billing
          period and amounts already paid are not refunded, except where the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>
            use the Service for any unlawful purpose or to process data you have no right to use;
          </li>
          <li>upload malicious code or content that infringes the rights of others;</li>
          <li>
            attempt to access data of another organization, probe or disrupt the Service, or
            circumvent its limits and security measures;
          </li>
          <li>resell or sublicense the Service without our written consent.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and responsibility for documents',
    body: (
      <p>
        You keep all rights to the data and files you put in the Service (clients, catalogue,
        quotes, invoices, receipts and other documents) and you grant us the licence needed to host,
        process and display them in order to provide the Service. You remain responsible for the
        accuracy of your documents and for your tax, VAT and bookkeeping obligations; the Service is
        a tool and does not constitute accounting, tax or legal advice.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The Service, its software, design and trademarks belong to us or our licensors. Except for
        the limited right to use the Service under these Terms, no right or licence is granted to
        you.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the Service',
    body: (
      <p>
        We aim to keep the Service available and secure, but we do not guarantee uninterrupted
        operation. We may improve, modify or discontinue features; where a change materially reduces
        the Service you pay for, we will tell you in advance when reasonably possible.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using the Service at any time. We may suspend or terminate access if you breach
        these Terms, fail to pay, or if required by law. Before an account is closed for reasons
        other than a serious breach, you will have a reasonable opportunity to export your data.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer of warranties',
    body: (
      <p>
        To the extent permitted by law, the Service is provided “as is” and “as available”, without
        warranties of any kind, whether express or implied, including fitness for a particular
        purpose and non-infringement.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent permitted by law, we are not liable for indirect, incidental or
        consequential damages, loss of profits or loss of data. Our total liability arising out of
        or relating to the Service or these Terms is limited to the greater of CHF 1000 or the
        amounts you paid us for the Service in the six months preceding the event giving rise to the
        claim. Nothing in these Terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: (
      <p>
        We may update these Terms from time to time. The date at the top of this page shows the
        latest version. If a change is material we will notify you in the application or by email
        before it takes effect; continuing to use the Service afterwards means you accept the
        updated Terms.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and jurisdiction',
    body: (
      <p>
        These Terms are governed by the laws of Belgium. Any dispute arising out of or in connection
        with them falls under the exclusive jurisdiction of the courts of Belgium, without prejudice
        to any mandatory protection you enjoy as a consumer.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these Terms can be sent to us through the contact details given in the
        application.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={<p className="legal__updated">Last updated: {TERMS_LAST_UPDATED}</p>}
      sections={sections}
      actions={
        <LoadingButton variant="secondary" href="/">
          <span aria-hidden="true">←</span> Back to home
        </LoadingButton>
      }
    />
  );
}
