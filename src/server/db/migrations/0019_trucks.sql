CREATE TYPE "public"."truck_status" AS ENUM('in_service', 'in_shop', 'out_of_service');--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"unit_number" text NOT NULL,
	"vin" text,
	"plate" text,
	"plate_state" text,
	"taxable_gross_weight_lb" integer,
	"status" "truck_status" DEFAULT 'in_service' NOT NULL,
	"odometer_miles" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "truck_id" uuid;--> statement-breakpoint
ALTER TABLE "mileage_entries" ADD COLUMN "truck_id" uuid;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "truck_id" uuid;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trucks_user_unit_idx" ON "trucks" USING btree ("user_id",lower("unit_number"));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_entries" ADD CONSTRAINT "mileage_entries_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_truck_date_idx" ON "ledger_entries" USING btree ("truck_id","date") WHERE "ledger_entries"."truck_id" is not null;--> statement-breakpoint
CREATE INDEX "mileage_truck_idx" ON "mileage_entries" USING btree ("truck_id") WHERE "mileage_entries"."truck_id" is not null;--> statement-breakpoint
CREATE INDEX "settlements_truck_idx" ON "settlements" USING btree ("truck_id") WHERE "settlements"."truck_id" is not null;