import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout';
import type { RouteHandle } from './layout';
import { RouteError } from './route-error';
import { HomePage } from '@web/features/journey/home-page';
import { PageFallback } from '@web/components/ui/page-fallback';

/**
 * Every route of the product. The home page is in the first bundle; everything else loads lazily.
 * A route's `handle` tells the header what to show (RouteHandle).
 */
const handle = (h: RouteHandle) => h;

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // A page opened directly whose code is still loading (every route but the home page): the loading state, not a
    // blank page (and React Router's console warning about a missing HydrateFallback).
    hydrateFallbackElement: <PageFallback />,
    children: [
      { index: true, element: <HomePage />, handle: handle({ strip: 'see' }) },
      {
        path: 'auth',
        lazy: () => import('@web/features/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'auth/reset-password',
        lazy: () => import('@web/features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'profile',
        lazy: () => import('@web/features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
        handle: handle({ back: true }),
      },
      {
        path: 'receipts/:id',
        lazy: () => import('@web/features/purchases/receipt-page').then((m) => ({ Component: m.ReceiptPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'terms',
        lazy: () => import('@web/features/legal/legal-page').then((m) => ({ Component: m.TermsPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'privacy',
        lazy: () => import('@web/features/legal/legal-page').then((m) => ({ Component: m.PrivacyPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'safety',
        lazy: () => import('@web/features/legal/legal-page').then((m) => ({ Component: m.SafetyPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'voice-intro',
        lazy: () => import('@web/features/voice/voice-intro-page').then((m) => ({ Component: m.VoiceIntroPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'share/:shareId',
        lazy: () => import('@web/features/share/share-page').then((m) => ({ Component: m.SharePage })),
      },
      {
        path: 'magazine/:id',
        lazy: () => import('@web/features/magazine/magazine-page').then((m) => ({ Component: m.MagazinePage })),
        handle: handle({ back: true }),
      },
      // Offers and payments: src/web/features/offers, src/web/features/sponsorship.
      {
        path: 'strategy-checkout',
        lazy: () =>
          import('@web/features/offers/strategy-checkout-page').then((m) => ({ Component: m.StrategyCheckoutPage })),
        handle: handle({ back: true, strip: 'plan' }),
      },
      {
        path: 'strategy-canceled',
        lazy: () =>
          import('@web/features/offers/strategy-checkout-page').then((m) => ({ Component: m.StrategyCanceledPage })),
        handle: handle({ back: true, strip: 'plan' }),
      },
      {
        path: 'strategy-success',
        lazy: () => import('@web/features/offers/result-pages').then((m) => ({ Component: m.StrategySuccessPage })),
      },
      {
        path: 'talks-checkout',
        lazy: () => import('@web/features/offers/talk-checkout-page').then((m) => ({ Component: m.TalkCheckoutPage })),
        handle: handle({ back: true, strip: 'talk' }),
      },
      {
        path: 'talk-success',
        lazy: () => import('@web/features/offers/result-pages').then((m) => ({ Component: m.TalkSuccessPage })),
      },
      {
        path: 'talk-canceled',
        lazy: () => import('@web/features/offers/result-pages').then((m) => ({ Component: m.TalkCanceledPage })),
      },
      {
        path: 'sponsor-checkout',
        lazy: () =>
          import('@web/features/sponsorship/sponsor-checkout-page').then((m) => ({ Component: m.SponsorCheckoutPage })),
      },
      {
        path: 'sponsor-manage',
        lazy: () =>
          import('@web/features/sponsorship/sponsor-manage-page').then((m) => ({ Component: m.SponsorManagePage })),
      },
      {
        path: 'show-application',
        lazy: () =>
          import('@web/features/show/show-application-page').then((m) => ({ Component: m.ShowApplicationPage })),
        handle: handle({ back: true }),
      },
      {
        // the measure (docs/product/measure.md): the 30-day e-mail's page and the parent's consent link
        path: 'measure',
        lazy: () => import('@web/features/measure/measure-page').then((m) => ({ Component: m.MeasurePage })),
      },
      {
        path: 'research-consent/:token',
        lazy: () =>
          import('@web/features/measure/parent-consent-page').then((m) => ({ Component: m.ParentConsentPage })),
      },
      {
        path: 'recommend',
        lazy: () => import('@web/features/recommend/recommend-page').then((m) => ({ Component: m.RecommendPage })),
      },
      {
        path: 'dashboard',
        lazy: () => import('@web/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'talk',
        lazy: () => import('@web/features/talk/chat-screen').then((m) => ({ Component: m.ChatScreen })),
        handle: handle({ back: true, strip: 'talk' }),
      },
      {
        path: 'talk/:magazineId',
        lazy: () => import('@web/features/talk/chat-screen').then((m) => ({ Component: m.ChatScreen })),
        handle: handle({ back: true, strip: 'talk' }),
      },
      {
        path: 'talks',
        lazy: () => import('@web/features/talk/talks-page').then((m) => ({ Component: m.TalksPage })),
        handle: handle({ back: true, strip: 'talk' }),
      },
      {
        path: 'chat',
        lazy: () => import('@web/features/talk/chat-screen').then((m) => ({ Component: m.ChatScreen })),
        handle: handle({ back: true, strip: 'talk' }),
      },
      {
        path: 'chat/:id',
        lazy: () => import('@web/features/talk/chat-screen').then((m) => ({ Component: m.ChatScreen })),
        handle: handle({ back: true, strip: 'talk' }),
      },
      // The coach's client dossier and the sprint report.
      {
        path: 'coach/clients/:userId',
        lazy: () =>
          import('@web/features/coach/clients/client-dossier-page').then((m) => ({ Component: m.ClientDossierPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'coach/clients/:userId/report',
        lazy: () =>
          import('@web/features/coach/clients/report-editor-page').then((m) => ({ Component: m.ReportEditorPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'sprint/report/:id',
        lazy: () => import('@web/features/sprint-report/report-page').then((m) => ({ Component: m.SprintReportPage })),
        handle: handle({ back: true }),
      },
      // The Strategy sprint's booking and the coach's workspace: src/web/features/sprint-booking, coach.
      {
        path: 'sprint/book',
        lazy: () =>
          import('@web/features/sprint-booking/booking-page').then((m) => ({ Component: m.SprintBookingPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'coach',
        lazy: () => import('@web/features/coach/coach-page').then((m) => ({ Component: m.CoachPage })),
        handle: handle({ back: true }),
      },
      {
        path: 'cards-demo',
        lazy: () => import('@web/features/talk/cards-demo-page').then((m) => ({ Component: m.CardsDemoPage })),
        handle: handle({ back: true }),
      },
      { path: '*', lazy: () => import('./not-found').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
  // The local payments provider's hosted pages (PAYMENTS_PROVIDER=local): outside the product's layout, like Stripe's.
  {
    path: 'pay/portal/:token',
    errorElement: <RouteError />,
    lazy: () =>
      import('@web/features/local-checkout/local-portal-page').then((m) => ({ Component: m.LocalPortalPage })),
  },
  {
    path: 'pay/:checkoutId',
    errorElement: <RouteError />,
    lazy: () =>
      import('@web/features/local-checkout/local-checkout-page').then((m) => ({ Component: m.LocalCheckoutPage })),
  },
]);
