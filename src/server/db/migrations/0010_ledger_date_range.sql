-- Dates a ledger can hold (1900–2200), as the API's schemas accept. NOT VALID: rows written before
-- this (the API accepted any year then) stay readable; every new or changed row is checked.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_date_range" CHECK ("ledger_entries"."date" BETWEEN '1900-01-01' AND '2200-12-31') NOT VALID;--> statement-breakpoint
ALTER TABLE "mileage_entries" ADD CONSTRAINT "mileage_date_range" CHECK ("mileage_entries"."date" BETWEEN '1900-01-01' AND '2200-12-31') NOT VALID;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_load_date_range" CHECK ("settlement_lines"."load_date" BETWEEN '1900-01-01' AND '2200-12-31') NOT VALID;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_date_range" CHECK ("settlements"."settlement_date" BETWEEN '1900-01-01' AND '2200-12-31') NOT VALID;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_period_start_range" CHECK ("settlements"."period_start" BETWEEN '1900-01-01' AND '2200-12-31') NOT VALID;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_period_end_range" CHECK ("settlements"."period_end" BETWEEN '1900-01-01' AND '2200-12-31') NOT VALID;