export { setUserAccess } from './setUserAccess';
export { deleteUser } from './deleteUser';
