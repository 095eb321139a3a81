/** verifyVerifactuChain {corpId} (admin): every chain of the company checked record by record (chainCheck.ts). */
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { verifyCompanyChains } from './chainCheck';

export const verifyVerifactuChain = command('verifyVerifactuChain', async (caller) => verifyCompanyChains(db(), caller.corpId), {
  timeoutSeconds: 300,
});
