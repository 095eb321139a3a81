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
