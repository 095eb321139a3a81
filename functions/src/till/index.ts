/** The till commands: every write of tillSessions, tillCashiers and a till's openSessionId and zCount. */
export { openTill } from './openTill';
export { moveTillCash } from './moveTillCash';
export { closeTill } from './closeTill';
