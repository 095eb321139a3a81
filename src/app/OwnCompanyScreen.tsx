/**
 * #/company (admins; the menu's Admin → Empresa): the company one works in, shown by its
 * #/corps/details page. A superadmin's #/corps/details without an id would create a company, so the
 * menu links here and this page names the company of the session.
 */
import { Navigate } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';

export default function OwnCompanyScreen() {
  const { corp } = useSignedInSession();
  return <Navigate to={corp ? `/corps/details?corpId=${encodeURIComponent(corp.id)}` : '/restricted'} replace />;
}
