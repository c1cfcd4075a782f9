CREATE TYPE "public"."data_frequency" AS ENUM('daily', 'weekly', 'monthly');--> statement-breakpoint
CREATE TABLE "data_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"role" "user_role" NOT NULL,
	"revenue_min_cents" bigint NOT NULL,
	"revenue_max_cents" bigint NOT NULL,
	"expense_categories" text[] NOT NULL,
	"settlements_per_month" integer NOT NULL,
	"document_types" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_clients" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"template_id" text,
	"paused" boolean DEFAULT false NOT NULL,
	"auto_generate_data" boolean DEFAULT false NOT NULL,
	"data_frequency" "data_frequency" DEFAULT 'weekly' NOT NULL,
	"next_generation_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_clients_schedule_check" CHECK (not "test_clients"."auto_generate_data" or "test_clients"."next_generation_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "test_clients" ADD CONSTRAINT "test_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_clients" ADD CONSTRAINT "test_clients_template_id_data_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."data_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_clients_due_idx" ON "test_clients" USING btree ("next_generation_at") WHERE "test_clients"."auto_generate_data" and not "test_clients"."paused";--> statement-breakpoint
-- The five templates of the product spec (section 3): a month's revenue range and settlements a month.
INSERT INTO "data_templates" ("id", "name", "description", "role", "revenue_min_cents", "revenue_max_cents", "expense_categories", "settlements_per_month", "document_types") VALUES
	('high-volume-driver', 'High Volume Driver', 'A company driver paid by the trip with many short settlements: meals, parking and phone.', 'company_driver', 200000, 350000, ARRAY['food','parking','cell_phone','tolls'], 20, ARRAY['settlement','receipt']),
	('owner-operator-regional', 'Owner Operator Regional', 'A leased owner-operator running regional lanes: fuel, maintenance, insurance, tolls and truck payment.', 'owner_operator', 800000, 1500000, ARRAY['fuel','maintenance','insurance','tolls','truck_payment','tires'], 12, ARRAY['settlement','receipt']),
	('fleet-manager-small-fleet', 'Fleet Manager Small Fleet', 'A small fleet of a few trucks: fuel, repairs, insurance, dispatch and ELD subscriptions.', 'fleet_manager', 5000000, 8500000, ARRAY['fuel','maintenance_repairs','insurance','dispatch_fees','eld_subscription','tolls'], 60, ARRAY['settlement','receipt']),
	('long-haul-specialist', 'Long Haul Specialist', 'A company driver on long cross-country runs: fewer, larger settlements, lodging and meals.', 'company_driver', 300000, 500000, ARRAY['food','lodging','parking','scales'], 8, ARRAY['settlement','receipt']),
	('local-delivery-driver', 'Local Delivery Driver', 'A local company driver home every night: small frequent settlements, phone and meals.', 'company_driver', 120000, 220000, ARRAY['food','cell_phone','parking'], 25, ARRAY['settlement','receipt']);
