import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { HomeOrLanding } from './HomeOrLanding';
import { ProtectedRoute } from './ProtectedRoute';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
import { RootLayout } from './RootLayout';

// One chunk per screen: the landing page ships without the app's areas (HomeOrLanding.tsx).
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const InvitationLinkPage = lazy(() => import('../features/organization/InvitationLinkPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const OrganizationSetupPage = lazy(() => import('../features/organization/OrganizationSetupPage'));
const PaymentPage = lazy(() => import('../features/subscription/PaymentPage'));
const QuotePage = lazy(() => import('../features/quotes/QuotePage'));
const PlanningPage = lazy(() => import('../features/planning/PlanningPage'));
const AccountingPage = lazy(() => import('../features/accounting/AccountingPage'));
const CataloguePage = lazy(() => import('../features/catalogue/CataloguePage'));
const InvoicesPage = lazy(() => import('../features/invoices/InvoicesPage'));
const ClientsPage = lazy(() => import('../features/clients/ClientsPage'));
const ClientPage = lazy(() => import('../features/clients/ClientPage'));
const EventsPage = lazy(() => import('../features/events/EventsPage'));
const OrganizationPage = lazy(() => import('../features/organization/OrganizationPage'));
const SalesPage = lazy(() => import('../features/sales/SalesPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const QuoteDocumentPage = lazy(() => import('../features/quotes/QuoteDocumentPage'));
const InvoiceDocumentPage = lazy(() => import('../features/invoices/InvoiceDocumentPage'));
const SaleDocumentPage = lazy(() => import('../features/sales/SaleDocumentPage'));
const BankPage = lazy(() => import('../features/bank/BankPage'));
const RemindersPage = lazy(() => import('../features/reminders/RemindersPage'));
const ReceivedPage = lazy(() => import('../features/received/ReceivedPage'));

/** The route table of spec part 1 §2. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // The home of a signed-in member; the landing page for visitors.
      { path: '/', element: <HomeOrLanding /> },
      {
        element: <RedirectIfAuthenticated />,
        children: [{ path: '/login', element: <LoginPage /> }],
      },
      { path: '/forgotPassword', element: <ForgotPasswordPage /> },
      { path: '/resetPassword/:token', element: <ResetPasswordPage /> },
      // The links mailed to prove an address and to accept an invitation.
      { path: '/verifyEmail', element: <VerifyEmailPage /> },
      { path: '/invitation', element: <InvitationLinkPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms-of-uses', element: <TermsPage /> },
      { path: '/organizationSetup', element: <OrganizationSetupPage /> },
      { path: '/payment/:mode', element: <PaymentPage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/quote', element: <QuotePage /> },
          { path: '/planning', element: <PlanningPage /> },
          { path: '/accounting', element: <AccountingPage /> },
          { path: '/catalogue', element: <CataloguePage /> },
          { path: '/invoices', element: <InvoicesPage /> },
          { path: '/clients', element: <ClientsPage /> },
          { path: '/client/:id', element: <ClientPage /> },
          { path: '/events', element: <EventsPage /> },
          { path: '/organization', element: <OrganizationPage /> },
          { path: '/sales', element: <SalesPage /> },
          { path: '/profil', element: <ProfilePage /> },
          // One document's page (issue #30); the spec's lists stay at /quote, /invoices, /sales.
          { path: '/quote/:id', element: <QuoteDocumentPage /> },
          { path: '/invoice/:id', element: <InvoiceDocumentPage /> },
          { path: '/sale/:id', element: <SaleDocumentPage /> },
          // Issue #31: the bank statements and their lines.
          { path: '/bank', element: <BankPage /> },
          // The payment reminders (issue #32), due and sent.
          { path: '/reminders', element: <RemindersPage /> },
          // Issue #33: suppliers' invoices received, to book as Sorties.
          { path: '/received', element: <ReceivedPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
