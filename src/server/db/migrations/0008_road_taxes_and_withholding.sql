-- The deduction category 'taxes' mixed two things (docs/domain.md, "Taxes on a settlement"):
-- road taxes (IFTA fuel tax, Form 2290 HVUT), a deductible business tax, and income tax, Social
-- Security and Medicare withheld from W-2 pay, which is not a business expense.
-- 1. Posted settlement entries: a road tax stays an expense (deductible), a withholding is removed.
--    Each entry's description ends with its line's description, so the same words decide.
UPDATE "ledger_entries" SET "category" = 'road_taxes', "tax_deductible" = true
  WHERE "category" = 'taxes' AND "type" = 'expense' AND "settlement_id" IS NOT NULL
    AND "description" ~* '(\mifta\M|\mhvut\M|\m2290\M|heavy (highway )?vehicle use|highway use|fuel (use )?tax|\mkyu\M|weight[- ]distance|mileage tax)';
--> statement-breakpoint
DELETE FROM "ledger_entries"
  WHERE "category" = 'taxes' AND "type" = 'expense' AND "settlement_id" IS NOT NULL;
--> statement-breakpoint
-- 2. Expenses the user entered as 'taxes' keep their amount and deductible flag under the new name.
UPDATE "ledger_entries" SET "category" = 'road_taxes' WHERE "category" = 'taxes' AND "type" = 'expense';
--> statement-breakpoint
-- 3. The settlement lines themselves.
UPDATE "settlement_lines" SET "category" = CASE
    WHEN "description" ~* '(\mifta\M|\mhvut\M|\m2290\M|heavy (highway )?vehicle use|highway use|fuel (use )?tax|\mkyu\M|weight[- ]distance|mileage tax)'
      THEN 'road_taxes'
    ELSE 'withholding'
  END
  WHERE "category" = 'taxes';
