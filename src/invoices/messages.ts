/**
 * The homeowner's invoice messages (issue 47 items 3 and 4). Replaced by the tell branch at merge: this file holds
 * only the seam the pay branch calls, as a no-op.
 */
import type { WorkerEnv } from '../env';

/**
 * Records the receipt owed for payment `paymentId` once and tries to send it (the tell branch's). Here a no-op.
 * Never throws for a send failure.
 */
export async function owePaymentReceipt(_env: WorkerEnv, _paymentId: number, _now: Date): Promise<void> {}
