import { Outlet, ScrollRestoration } from 'react-router';

/** The root route: every page below it; scroll position is restored on navigation. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
