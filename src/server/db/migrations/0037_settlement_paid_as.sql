-- How the payer paid the driver: as a contractor (Schedule C) or an employee (W-2 wages). Settlements
-- kept so far were posted as a contractor's, so they stay so; new ones take the user's role
-- (docs/decisions/027-settlement-lines-for-tax.md).
ALTER TABLE "settlements" ADD COLUMN "paid_as" text DEFAULT 'contractor' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_paid_as_check" CHECK ("settlements"."paid_as" IN ('contractor', 'employee'));
