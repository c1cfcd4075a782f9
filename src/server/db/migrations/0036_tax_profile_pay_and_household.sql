CREATE TYPE "public"."meals_method" AS ENUM('per_diem', 'actual_meals');--> statement-breakpoint
CREATE TYPE "public"."pay_type" AS ENUM('w2', 'leased_1099', 'own_authority_1099', 'w2_and_1099');--> statement-breakpoint
CREATE TYPE "public"."vehicle_method" AS ENUM('standard_mileage', 'actual_costs');--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "pay_type" "pay_type";--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "meals_method" "meals_method";--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "hours_of_service" boolean;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "dependents_under_17" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "age_65_or_older" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "blind" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "w2_social_security_wages_cents" bigint;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "federal_withheld_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "vehicle_method" "vehicle_method";--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "vehicle_first_year" integer;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "vehicle_accelerated_depreciation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "vehicles_in_service" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_people" CHECK ("tax_profiles"."dependents_under_17" BETWEEN 0 AND 20 AND "tax_profiles"."age_65_or_older" BETWEEN 0 AND 2 AND "tax_profiles"."blind" BETWEEN 0 AND 2 AND "tax_profiles"."vehicles_in_service" BETWEEN 1 AND 10000);--> statement-breakpoint
-- Categories for the return (src/domain/categories.ts): W-2 wages, Schedule 1 adjustments of the
-- self-employed, personal money, lumper fees, occupational accident insurance; "needs review" is a
-- state of a settlement line the reader could not name, never offered on the form.
INSERT INTO "categories" ("type", "value", "name", "description", "active", "position") VALUES
	('expense', 'occupational_accident_insurance', 'Occupational Accident Insurance', 'Cover for injury on the job that a leased owner-operator buys instead of workers'' compensation. Ask your preparer.', true, 40),
	('expense', 'lumper', 'Lumper Fees', 'Paid to unload at the dock; a carrier''s reimbursement of it nets it out.', true, 41),
	('expense', 'health_insurance', 'Health Insurance (self-employed)', 'Health, dental and vision premiums of the self-employed: Schedule 1, not Schedule C.', true, 42),
	('expense', 'retirement_contributions', 'Retirement (SEP, solo 401(k))', 'Contributions to your own SEP or solo 401(k): Schedule 1, not Schedule C.', true, 43),
	('expense', 'personal', 'Personal (not deductible)', 'Garnishments, child support, loan repayments and personal charges: no deduction.', true, 44),
	('expense', 'needs_review', 'Needs Review', 'A settlement deduction not yet named: not deducted until you say what it is.', false, 45),
	('revenue', 'wages', 'W-2 Wages', 'Pay as an employee (Form 1040 line 1a), never Schedule C.', true, 6)
ON CONFLICT ("type", "value") DO NOTHING;
--> statement-breakpoint
-- The domain's order, the new categories in their groups (as migration 0033 did).
UPDATE "categories" AS c
SET "position" = o.position
FROM (VALUES
	('expense', 'fuel', 1),
	('expense', 'def_fluid', 2),
	('expense', 'tolls', 3),
	('expense', 'parking', 4),
	('expense', 'scales', 5),
	('expense', 'maintenance', 6),
	('expense', 'tires', 7),
	('expense', 'insurance_liability', 8),
	('expense', 'insurance_physical', 9),
	('expense', 'insurance_cargo', 10),
	('expense', 'insurance_bobtail', 11),
	('expense', 'insurance', 12),
	('expense', 'occupational_accident_insurance', 13),
	('expense', 'broker_fees', 14),
	('expense', 'dispatch_fees', 15),
	('expense', 'factoring_fees', 16),
	('expense', 'settlement_fees', 17),
	('expense', 'permits', 18),
	('expense', 'road_taxes', 19),
	('expense', 'lodging', 20),
	('expense', 'meals', 21),
	('expense', 'truck_payment', 22),
	('expense', 'trailer_payment', 23),
	('expense', 'equipment', 24),
	('expense', 'office', 25),
	('expense', 'cell_phone', 26),
	('expense', 'accounting_services', 27),
	('expense', 'legal_services', 28),
	('expense', 'load_board_subscription', 29),
	('expense', 'eld_subscription', 30),
	('expense', 'business_software', 31),
	('expense', 'bank_fees', 32),
	('expense', 'uniforms', 33),
	('expense', 'lumper', 34),
	('expense', 'other', 35),
	('expense', 'health_insurance', 36),
	('expense', 'retirement_contributions', 37),
	('expense', 'personal', 38),
	('expense', 'needs_review', 39),
	('expense', 'maintenance_routine', 40),
	('expense', 'maintenance_repairs', 41),
	('expense', 'food', 42),
	('expense', 'office_supplies', 43),
	('expense', 'license_fees', 44),
	('expense', 'miscellaneous', 45),
	('revenue', 'loads', 1),
	('revenue', 'specialized_freight', 2),
	('revenue', 'detention', 3),
	('revenue', 'reimbursements', 4),
	('revenue', 'other_income', 5),
	('revenue', 'wages', 6)
) AS o(type, value, position)
WHERE c."type"::text = o.type AND c."value" = o.value;
