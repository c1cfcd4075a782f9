-- One clear expense category list (the form's), grouped by what each is on the tax return.
-- Meals get a category of their own, apart from lodging (Schedule C lines 24b and 24a).
INSERT INTO "categories" ("type", "value", "name", "description", "position") VALUES
	('expense', 'meals', 'Meals', 'Meals on the road while away from home (not lodging).', 0)
ON CONFLICT ("type", "value") DO NOTHING;
--> statement-breakpoint
-- Maintenance takes in its near twins (Routine Maintenance, Repairs), unless an admin renamed it.
UPDATE "categories"
SET "name" = 'Repairs & Maintenance',
	"description" = 'Service, repairs, parts and labor for the truck and trailer.',
	"updated_at" = now()
WHERE "type" = 'expense' AND "value" = 'maintenance' AND "name" = 'Maintenance';
--> statement-breakpoint
-- The near twins the form no longer offers (src/domain/categories.ts, legacy): rows keep them.
UPDATE "categories"
SET "description" = 'An old category, no longer offered on the expense form. Rows that have it keep it.',
	"updated_at" = now()
WHERE "type" = 'expense'
	AND "value" IN ('maintenance_routine', 'maintenance_repairs', 'food', 'office_supplies', 'license_fees', 'miscellaneous');
--> statement-breakpoint
-- The domain's new order: the form's groups, then the old categories.
UPDATE "categories" AS c
SET "position" = o.position
FROM (VALUES
	('fuel', 1),
	('def_fluid', 2),
	('tolls', 3),
	('parking', 4),
	('scales', 5),
	('maintenance', 6),
	('tires', 7),
	('insurance_liability', 8),
	('insurance_physical', 9),
	('insurance_cargo', 10),
	('insurance_bobtail', 11),
	('insurance', 12),
	('broker_fees', 13),
	('dispatch_fees', 14),
	('factoring_fees', 15),
	('settlement_fees', 16),
	('permits', 17),
	('road_taxes', 18),
	('lodging', 19),
	('meals', 20),
	('truck_payment', 21),
	('trailer_payment', 22),
	('equipment', 23),
	('office', 24),
	('cell_phone', 25),
	('accounting_services', 26),
	('legal_services', 27),
	('load_board_subscription', 28),
	('eld_subscription', 29),
	('business_software', 30),
	('bank_fees', 31),
	('uniforms', 32),
	('other', 33),
	('maintenance_routine', 34),
	('maintenance_repairs', 35),
	('food', 36),
	('office_supplies', 37),
	('license_fees', 38),
	('miscellaneous', 39)
) AS o(value, position)
WHERE c."type" = 'expense' AND c."value" = o.value;
