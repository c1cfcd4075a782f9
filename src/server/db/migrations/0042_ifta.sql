CREATE TABLE "fuel_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"truck_id" uuid,
	"date" date NOT NULL,
	"vendor" text,
	"city" text,
	"jurisdiction" text NOT NULL,
	"gallons" numeric(12, 3) NOT NULL,
	"fuel_type" text DEFAULT 'diesel' NOT NULL,
	"price_per_gallon" numeric(10, 4),
	"amount_cents" bigint NOT NULL,
	"payment_method" text,
	"tax_paid" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'typed' NOT NULL,
	"document_id" uuid,
	"ledger_entry_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_purchases_date_range" CHECK ("fuel_purchases"."date" BETWEEN '1900-01-01' AND '2200-12-31'),
	CONSTRAINT "fuel_purchases_gallons_positive" CHECK ("fuel_purchases"."gallons" > 0),
	CONSTRAINT "fuel_purchases_amount" CHECK ("fuel_purchases"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ifta_rates" (
	"quarter" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"fuel_type" text NOT NULL,
	"rate" numeric(8, 4) NOT NULL,
	"surcharge_rate" numeric(8, 4),
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifta_rates_quarter_jurisdiction_fuel_type_pk" PRIMARY KEY("quarter","jurisdiction","fuel_type")
);
--> statement-breakpoint
CREATE TABLE "ifta_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quarter" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"filed_on" date,
	"amount_paid_cents" bigint,
	"figures" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifta_returns_filed_on_range" CHECK ("ifta_returns"."filed_on" BETWEEN '1900-01-01' AND '2200-12-31')
);
--> statement-breakpoint
CREATE TABLE "ifta_trip_miles" (
	"trip_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"jurisdiction" text NOT NULL,
	"miles_tenths" integer NOT NULL,
	"taxable_miles_tenths" integer,
	"entry_odometer" integer,
	CONSTRAINT "ifta_trip_miles_trip_id_position_pk" PRIMARY KEY("trip_id","position"),
	CONSTRAINT "ifta_trip_miles_positive" CHECK ("ifta_trip_miles"."miles_tenths" >= 0),
	CONSTRAINT "ifta_trip_miles_taxable" CHECK ("ifta_trip_miles"."taxable_miles_tenths" IS NULL OR "ifta_trip_miles"."taxable_miles_tenths" BETWEEN 0 AND "ifta_trip_miles"."miles_tenths")
);
--> statement-breakpoint
CREATE TABLE "ifta_trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"truck_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_odometer" integer,
	"end_odometer" integer,
	"origin" text,
	"destination" text,
	"routes" text,
	"loaded" boolean,
	"load_id" uuid,
	"source" text DEFAULT 'typed' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"miles_tenths" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifta_trips_start_range" CHECK ("ifta_trips"."start_date" BETWEEN '1900-01-01' AND '2200-12-31'),
	CONSTRAINT "ifta_trips_end_range" CHECK ("ifta_trips"."end_date" BETWEEN '1900-01-01' AND '2200-12-31'),
	CONSTRAINT "ifta_trips_dates_order" CHECK ("ifta_trips"."end_date" >= "ifta_trips"."start_date"),
	CONSTRAINT "ifta_trips_odometer_order" CHECK ("ifta_trips"."start_odometer" IS NULL OR "ifta_trips"."end_odometer" IS NULL OR "ifta_trips"."end_odometer" >= "ifta_trips"."start_odometer")
);
--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "axles" integer;--> statement-breakpoint
ALTER TABLE "fuel_purchases" ADD CONSTRAINT "fuel_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_purchases" ADD CONSTRAINT "fuel_purchases_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_purchases" ADD CONSTRAINT "fuel_purchases_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_purchases" ADD CONSTRAINT "fuel_purchases_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifta_returns" ADD CONSTRAINT "ifta_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifta_trip_miles" ADD CONSTRAINT "ifta_trip_miles_trip_id_ifta_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."ifta_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifta_trips" ADD CONSTRAINT "ifta_trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifta_trips" ADD CONSTRAINT "ifta_trips_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifta_trips" ADD CONSTRAINT "ifta_trips_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fuel_purchases_user_date_idx" ON "fuel_purchases" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_purchases_ledger_idx" ON "fuel_purchases" USING btree ("ledger_entry_id") WHERE "fuel_purchases"."ledger_entry_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ifta_returns_user_quarter_version_idx" ON "ifta_returns" USING btree ("user_id","quarter","version");--> statement-breakpoint
CREATE INDEX "ifta_trips_user_date_idx" ON "ifta_trips" USING btree ("user_id","start_date","id");--> statement-breakpoint
CREATE INDEX "ifta_trips_truck_idx" ON "ifta_trips" USING btree ("truck_id") WHERE "ifta_trips"."truck_id" is not null;