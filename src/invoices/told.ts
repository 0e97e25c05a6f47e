/**
 * What the homeowner was told of each invoice, for the contractor's lead page (src/invoices/admin/lead-invoices.tsx):
 * the rows of `invoice_messages` (migrations/0025) of a lead's invoices, read in one query.
 */

/** One message recorded for an invoice: its kind, its payment (receipts), when it was sent (null: waiting) and why not. */
export interface ToldRow {
  invoice_id: number;
  kind: string;
  payment_id: number;
  sent_at: string | null;
  last_outcome: string | null;
}

/**
 * The messages recorded for the invoices `invoiceIds` (one JSON parameter, `json_each`), oldest first, grouped by
 * invoice id.
 * @throws what D1 throws
 */
export async function toldOf(db: D1Database, invoiceIds: readonly number[]): Promise<Record<number, ToldRow[]>> {
  if (invoiceIds.length === 0) return {};
  const { results } = await db
    .prepare(
      `SELECT invoice_id, kind, payment_id, sent_at, last_outcome FROM invoice_messages
       WHERE invoice_id IN (SELECT value FROM json_each(?1)) ORDER BY id`,
    )
    .bind(JSON.stringify(invoiceIds))
    .all<ToldRow>();
  const told: Record<number, ToldRow[]> = {};
  for (const row of results) {
    told[row.invoice_id] = [...(told[row.invoice_id] ?? []), row];
  }
  return told;
}
