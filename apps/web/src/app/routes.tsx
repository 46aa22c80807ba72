import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ProtectedRoute } from './ProtectedRoute';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
import { RootLayout } from './RootLayout';

// One chunk per screen: the landing page ships without the app's areas.
const LandingPage = lazy(() => import('../pages/landing/LandingPage'));
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password/ResetPasswordPage'));
const PrivacyPage = lazy(() => import('../pages/legal/PrivacyPage'));
const TermsPage = lazy(() => import('../pages/legal/TermsPage'));
const OrganizationSetupPage = lazy(
  () => import('../pages/organization-setup/OrganizationSetupPage'),
);
const PaymentPage = lazy(() => import('../pages/payment/PaymentPage'));
const QuotePage = lazy(() => import('../pages/quote/QuotePage'));
const AccountingPage = lazy(() => import('../pages/accounting/AccountingPage'));
const CataloguePage = lazy(() => import('../pages/catalogue/CataloguePage'));
const InvoicesPage = lazy(() => import('../pages/invoices/InvoicesPage'));
const ClientsPage = lazy(() => import('../pages/clients/ClientsPage'));
const EventsPage = lazy(() => import('../pages/events/EventsPage'));
const OrganizationPage = lazy(() => import('../pages/organization/OrganizationPage'));
const SalesPage = lazy(() => import('../pages/sales/SalesPage'));

/** The route table of spec part 1 §2. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        element: <RedirectIfAuthenticated />,
        children: [{ path: '/login', element: <LoginPage /> }],
      },
      { path: '/forgotPassword', element: <ForgotPasswordPage /> },
      { path: '/resetPassword/:token', element: <ResetPasswordPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms-of-uses', element: <TermsPage /> },
      { path: '/organizationSetup', element: <OrganizationSetupPage /> },
      { path: '/payment/:mode', element: <PaymentPage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/quote', element: <QuotePage /> },
          { path: '/accounting', element: <AccountingPage /> },
          { path: '/catalogue', element: <CataloguePage /> },
          { path: '/invoices', element: <InvoicesPage /> },
          { path: '/clients', element: <ClientsPage /> },
          { path: '/events', element: <EventsPage /> },
          { path: '/organization', element: <OrganizationPage /> },
          { path: '/sales', element: <SalesPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
