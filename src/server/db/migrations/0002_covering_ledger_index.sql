-- Period sums and category breakdowns read amount and category straight from the index
-- (index-only scans), instead of visiting up to hundreds of thousands of table rows.
-- Drizzle's index builder has no INCLUDE, so this part is hand-written.
DROP INDEX IF EXISTS "ledger_user_type_date_idx";--> statement-breakpoint
CREATE INDEX "ledger_user_type_date_idx" ON "ledger_entries" USING btree ("user_id","type","date","id") INCLUDE ("amount_cents","category");
