/** The app's stock writer: the shared Firestore instance, with its reads counted. */
import { db } from '../data/firestore';
import { recordReads } from '../firebase/readCounter';
import { createStockWriter } from './stockWriter';

export const stockWriter = createStockWriter(db, { recordReads });
