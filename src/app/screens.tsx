/**
 * Which screen each signed-in route shows. Screens are loaded lazily so that
 * the login route and the shell stay small; areas not built yet show a
 * Spanish "en preparación" page behind the real route, menu and guards.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ComingSoon } from '../shared/ComingSoon';
import { ROUTES } from './routeTable';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

const built: Record<string, Screen> = {
  '/dashboard': lazy(() => import('../dashboard/DashboardPage')),
  '/restricted': lazy(() => import('./RestrictedPage')),
};

function comingSoon(title: string): ComponentType {
  return function Placeholder() {
    return <ComingSoon title={title} />;
  };
}

export const SCREENS: { path: string; Screen: Screen }[] = ROUTES.map((r) => ({
  path: r.path,
  Screen: built[r.path] ?? comingSoon(r.title),
}));
