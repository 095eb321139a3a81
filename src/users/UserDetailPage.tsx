/**
 * #/users/details: one route, three screens. Without userId it is the
 * "Nuevo usuario" form; with the signed-in user's own id it is Mi cuenta
 * (open to every role, restricted included); any other id is the admin's
 * view of a user of their company.
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { roleAtLeast } from '../domain/roles';
import AccountPage from './AccountPage';
import { NewUserPage } from './NewUserPage';
import { UserEditPage } from './UserEditPage';

export default function UserDetailPage() {
  const { authUser, role } = useSignedInSession();
  const userId = useSearchParams()[0].get('userId') ?? '';
  if (userId === authUser.uid) return <AccountPage />;
  if (!roleAtLeast(role, 'admin')) return <Navigate to="/restricted" replace state={{ denied: '/users/details' }} />;
  return userId ? <UserEditPage key={userId} userId={userId} /> : <NewUserPage />;
}
