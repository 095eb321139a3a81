/** Links and navigation that replace the history entry, as the seed asks for every navigation. */
import { forwardRef } from 'react';
import { Link, useNavigate, type LinkProps, type NavigateOptions, type To } from 'react-router-dom';

export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, ref) {
  return <Link ref={ref} replace {...props} />;
});

export function useAppNavigate() {
  const navigate = useNavigate();
  return (to: To, options: Omit<NavigateOptions, 'replace'> = {}) => navigate(to, { ...options, replace: true });
}

/**
 * The navigation that follows a command (issued → the invoice's page), made only if the person is
 * still on the route they asked from (`from`, its hash when the command started). One who went
 * elsewhere while it ran is not pulled back when it answers; and a record's page that already shows
 * the result (its listener saw the commit before the command's answer arrived) still gets its notice.
 */
export function useFollowUpNavigate() {
  const navigate = useAppNavigate();
  return (from: string, to: To, options: Omit<NavigateOptions, 'replace'> = {}) => {
    if (window.location.hash === from) navigate(to, options);
  };
}

/** Where the person is now, to pass as `from` to useFollowUpNavigate's navigation. */
export const currentRoute = (): string => window.location.hash;
