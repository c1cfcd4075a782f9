ALTER TABLE "fuel_purchases" ADD COLUMN "expense_linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "gallons" numeric(12, 3);--> statement-breakpoint
-- Purchases made from an expense already in the books linked it: deleting them leaves it.
UPDATE "fuel_purchases" SET "expense_linked" = true WHERE "source" = 'expense';
