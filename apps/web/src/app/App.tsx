import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setNavigator } from '../api/client';
import { SessionProvider } from '../session/session';
import { appRoutes } from './routes';

function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  // The fetch helper redirects on 401/402 from outside React: give it the router's navigate.
  setNavigator((to) => void router.navigate(to));
  return router;
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
