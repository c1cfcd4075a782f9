-- Interest a carrier credits on escrow held (49 CFR 376.12(k)(5)) is interest income (Form 1040
-- line 2b), not Schedule C gross receipts: its own revenue category (src/domain/categories.ts).
INSERT INTO "categories" ("type", "value", "name", "description", "active", "position") VALUES
	('revenue', 'interest_income', 'Interest Income', 'Interest earned, such as on escrow a carrier holds: taxable interest, not business receipts.', true, 6)
ON CONFLICT ("type", "value") DO NOTHING;
--> statement-breakpoint
UPDATE "categories" SET "position" = 7 WHERE "type" = 'revenue' AND "value" = 'wages';
--> statement-breakpoint
-- Interest already posted from escrow accounts moves to it.
UPDATE "ledger_entries" AS l SET "category" = 'interest_income'
FROM "reserve_entries" AS r
WHERE r."ledger_entry_id" = l."id" AND r."kind" = 'interest' AND l."category" = 'other_income';
