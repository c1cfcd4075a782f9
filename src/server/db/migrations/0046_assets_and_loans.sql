CREATE TYPE "public"."asset_holding" AS ENUM('owned', 'loan', 'lease_purchase', 'true_lease');--> statement-breakpoint
CREATE TYPE "public"."asset_kind" AS ENUM('tractor', 'trailer', 'other');--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "asset_kind" NOT NULL,
	"truck_id" uuid,
	"description" text NOT NULL,
	"cost_cents" bigint NOT NULL,
	"placed_in_service_date" date NOT NULL,
	"acquired_date" date,
	"business_use_percent" integer DEFAULT 100 NOT NULL,
	"holding" "asset_holding" DEFAULT 'owned' NOT NULL,
	"depreciation_method" text DEFAULT 'macrs' NOT NULL,
	"bonus" text DEFAULT 'default' NOT NULL,
	"section_179_cents" bigint DEFAULT 0 NOT NULL,
	"disposed_date" date,
	"sale_proceeds_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_placed_range" CHECK ("assets"."placed_in_service_date" BETWEEN '1900-01-01' AND '2200-12-31'),
	CONSTRAINT "assets_acquired_range" CHECK ("assets"."acquired_date" BETWEEN '1900-01-01' AND '2200-12-31'),
	CONSTRAINT "assets_disposed_range" CHECK ("assets"."disposed_date" BETWEEN '1900-01-01' AND '2200-12-31'),
	CONSTRAINT "assets_acquired_order" CHECK ("assets"."acquired_date" IS NULL OR "assets"."acquired_date" <= "assets"."placed_in_service_date"),
	CONSTRAINT "assets_disposed_order" CHECK ("assets"."disposed_date" IS NULL OR "assets"."disposed_date" >= "assets"."placed_in_service_date"),
	CONSTRAINT "assets_cost_positive" CHECK ("assets"."cost_cents" > 0),
	CONSTRAINT "assets_business_use" CHECK ("assets"."business_use_percent" BETWEEN 1 AND 100),
	CONSTRAINT "assets_section_179" CHECK ("assets"."section_179_cents" >= 0 AND "assets"."section_179_cents" <= "assets"."cost_cents"),
	CONSTRAINT "assets_sale" CHECK ("assets"."sale_proceeds_cents" IS NULL OR ("assets"."sale_proceeds_cents" >= 0 AND "assets"."disposed_date" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "loan_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"principal_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_payments_date_range" CHECK ("loan_payments"."date" BETWEEN '1900-01-01' AND '2200-12-31'),
	CONSTRAINT "loan_payments_amount_positive" CHECK ("loan_payments"."amount_cents" > 0),
	CONSTRAINT "loan_payments_split" CHECK ("loan_payments"."interest_cents" >= 0 AND "loan_payments"."principal_cents" >= 0 AND "loan_payments"."interest_cents" + "loan_payments"."principal_cents" = "loan_payments"."amount_cents" AND "loan_payments"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"asset_id" uuid,
	"lender" text NOT NULL,
	"principal_cents" bigint NOT NULL,
	"annual_rate" numeric(7, 4) NOT NULL,
	"term_months" integer NOT NULL,
	"first_payment_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_id_user_key" UNIQUE("id","user_id"),
	CONSTRAINT "loans_first_payment_range" CHECK ("loans"."first_payment_date" BETWEEN '1900-01-01' AND '2200-12-31'),
	CONSTRAINT "loans_principal_positive" CHECK ("loans"."principal_cents" > 0),
	CONSTRAINT "loans_rate_range" CHECK ("loans"."annual_rate" >= 0 AND "loans"."annual_rate" < 100),
	CONSTRAINT "loans_term_range" CHECK ("loans"."term_months" BETWEEN 1 AND 480)
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_loan_fk" FOREIGN KEY ("loan_id","user_id") REFERENCES "public"."loans"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_user_placed_idx" ON "assets" USING btree ("user_id","placed_in_service_date","id");--> statement-breakpoint
CREATE INDEX "assets_truck_idx" ON "assets" USING btree ("truck_id") WHERE "assets"."truck_id" is not null;--> statement-breakpoint
CREATE INDEX "loan_payments_loan_date_idx" ON "loan_payments" USING btree ("loan_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "loan_payments_user_date_idx" ON "loan_payments" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","first_payment_date","id");--> statement-breakpoint
CREATE INDEX "loans_asset_idx" ON "loans" USING btree ("asset_id") WHERE "loans"."asset_id" is not null;--> statement-breakpoint
-- Hand-written from here: the equipment, its loans and their payments are the books too (the year's
-- depreciation and interest are answered under users.books_version, migration 0035, decision 024).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['assets', 'loans', 'loan_payments'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version()', t || '_books_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version()', t || '_books_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version()', t || '_books_version_delete', t);
  END LOOP;
END
$$;
