export { setUserAccess } from './setUserAccess';
