CREATE TYPE "public"."load_status" AS ENUM('booked', 'dispatched', 'in_transit', 'delivered', 'paid', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."rate_line_kind" AS ENUM('linehaul', 'fuel_surcharge', 'detention', 'layover', 'lumper', 'tonu', 'other');--> statement-breakpoint
CREATE TYPE "public"."stop_type" AS ENUM('pickup', 'delivery');--> statement-breakpoint
CREATE TABLE "load_rate_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"load_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "rate_line_kind" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"load_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" "stop_type" NOT NULL,
	"name" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text,
	"scheduled_at" timestamp,
	"arrived_at" timestamp,
	"departed_at" timestamp
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"load_number" text,
	"payer_id" uuid,
	"shipper" text,
	"receiver" text,
	"status" "load_status" DEFAULT 'booked' NOT NULL,
	"origin" text DEFAULT 'typed' NOT NULL,
	"pickup_date" date,
	"delivery_date" date,
	"origin_place" text,
	"destination_place" text,
	"origin_state" text,
	"destination_state" text,
	"loaded_miles" numeric(10, 1),
	"empty_miles" numeric(10, 1),
	"truck_id" uuid,
	"driver_id" uuid,
	"commodity" text,
	"weight_lb" integer,
	"po_number" text,
	"bol_number" text,
	"pro_number" text,
	"notes" text DEFAULT '' NOT NULL,
	"rate_total_cents" bigint DEFAULT 0 NOT NULL,
	"settlement_id" uuid,
	"paid_cents" bigint,
	"paid_miles" numeric(10, 1),
	"paid_by_group" jsonb,
	"pay_flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"short_cents" bigint DEFAULT 0 NOT NULL,
	"document_id" uuid,
	"review" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loads_pickup_date_range" CHECK ("loads"."pickup_date" BETWEEN '1900-01-01' AND '2200-12-31'),
	CONSTRAINT "loads_delivery_date_range" CHECK ("loads"."delivery_date" BETWEEN '1900-01-01' AND '2200-12-31')
);
--> statement-breakpoint
CREATE TABLE "payers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mc_number" text,
	"dot_number" text,
	"lease_percent" numeric(5, 2),
	"lease_includes_fuel_surcharge" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unpaid_load_days" integer DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "load_rate_lines" ADD CONSTRAINT "load_rate_lines_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stops" ADD CONSTRAINT "load_stops_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payers" ADD CONSTRAINT "payers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_rate_lines_load_idx" ON "load_rate_lines" USING btree ("load_id","position");--> statement-breakpoint
CREATE INDEX "load_stops_load_idx" ON "load_stops" USING btree ("load_id","position");--> statement-breakpoint
CREATE INDEX "loads_user_pickup_idx" ON "loads" USING btree ("user_id","pickup_date","id");--> statement-breakpoint
CREATE INDEX "loads_user_number_idx" ON "loads" USING btree ("user_id",lower("load_number"));--> statement-breakpoint
CREATE INDEX "loads_user_status_idx" ON "loads" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "loads_settlement_idx" ON "loads" USING btree ("settlement_id") WHERE "loads"."settlement_id" is not null;--> statement-breakpoint
CREATE INDEX "loads_driver_idx" ON "loads" USING btree ("driver_id") WHERE "loads"."driver_id" is not null;--> statement-breakpoint
CREATE INDEX "loads_payer_idx" ON "loads" USING btree ("payer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payers_user_name_idx" ON "payers" USING btree ("user_id",lower("name"));--> statement-breakpoint

-- Hand-written from here: loads and payers are the books too (their reports and flags are cached
-- under users.books_version, migration 0035). A load's stops and rate lines are written only with
-- their load's row (its dates, places and rate total), so the load's trigger covers them.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['loads', 'payers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version()', t || '_books_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version()', t || '_books_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version()', t || '_books_version_delete', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- How long a delivered load may wait for its settlement is a setting the flags depend on.
DROP TRIGGER "users_books_version_settings" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_books_version_settings" BEFORE UPDATE OF "time_zone", "role", "mileage_vehicle", "unpaid_load_days" ON "users"
  FOR EACH ROW WHEN ((OLD."time_zone", OLD."role", OLD."mileage_vehicle", OLD."unpaid_load_days") IS DISTINCT FROM (NEW."time_zone", NEW."role", NEW."mileage_vehicle", NEW."unpaid_load_days"))
  EXECUTE FUNCTION "bump_books_version_of_settings"();
--> statement-breakpoint
-- A settlement deleted (by the user, undo's replay or a cascade) no longer pays its loads: the loads
-- made from its lines go with it, and a booked load it paid is delivered and unpaid again. Before the
-- row goes, while loads.settlement_id still names it.
CREATE FUNCTION "unpay_loads_of_settlement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "loads" WHERE "settlement_id" = OLD."id" AND "origin" = 'settlement';
  UPDATE "loads" SET "settlement_id" = NULL, "paid_cents" = NULL, "paid_miles" = NULL,
    "paid_by_group" = NULL, "pay_flags" = '[]'::jsonb, "short_cents" = 0, "status" = 'delivered',
    "updated_at" = now()
  WHERE "settlement_id" = OLD."id";
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "settlements_unpay_loads" BEFORE DELETE ON "settlements"
  FOR EACH ROW EXECUTE FUNCTION "unpay_loads_of_settlement"();
