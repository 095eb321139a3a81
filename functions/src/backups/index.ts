export { backupFirestore } from './backupFirestore'; // scheduled: not a command
