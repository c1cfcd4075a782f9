CREATE TYPE "public"."entry_type" AS ENUM('revenue', 'expense');--> statement-breakpoint
CREATE TYPE "public"."mileage_purpose" AS ENUM('business', 'personal');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('credit_card', 'debit_card', 'cash', 'check', 'ach');--> statement-breakpoint
CREATE TYPE "public"."settlement_line_kind" AS ENUM('load', 'deduction', 'reimbursement');--> statement-breakpoint
CREATE TYPE "public"."settlement_status" AS ENUM('processed', 'pending', 'error');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "entry_type" NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"payment_method" "payment_method",
	"notes" text DEFAULT '' NOT NULL,
	"tax_deductible" boolean DEFAULT true NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"settlement_id" uuid,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_amount_positive" CHECK ("ledger_entries"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "mileage_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_location" text NOT NULL,
	"end_location" text NOT NULL,
	"miles_tenths" integer NOT NULL,
	"purpose" "mileage_purpose" DEFAULT 'business' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mileage_miles_positive" CHECK ("mileage_entries"."miles_tenths" > 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "settlement_line_kind" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text,
	"amount_cents" bigint NOT NULL,
	"load_number" text,
	"load_date" date,
	"origin" text,
	"destination" text,
	"miles" numeric(10, 1)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"broker" text NOT NULL,
	"settlement_number" text,
	"trip_number" text,
	"settlement_date" date NOT NULL,
	"period_start" date,
	"period_end" date,
	"gross_cents" bigint NOT NULL,
	"deductions_cents" bigint NOT NULL,
	"reimbursements_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint NOT NULL,
	"status" "settlement_status" DEFAULT 'pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"document_id" uuid,
	"confidence" real,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_net_check" CHECK ("settlements"."net_cents" = "settlements"."gross_cents" - "settlements"."deductions_cents" + "settlements"."reimbursements_cents")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'America/Chicago' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_entries" ADD CONSTRAINT "mileage_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_user_type_date_idx" ON "ledger_entries" USING btree ("user_id","type","date","id");--> statement-breakpoint
CREATE INDEX "ledger_user_type_category_date_idx" ON "ledger_entries" USING btree ("user_id","type","category","date");--> statement-breakpoint
CREATE INDEX "ledger_settlement_idx" ON "ledger_entries" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "ledger_user_recent_expense_idx" ON "ledger_entries" USING btree ("user_id","created_at","id") WHERE "ledger_entries"."type" = 'expense' and "ledger_entries"."settlement_id" is null;--> statement-breakpoint
CREATE INDEX "mileage_user_date_idx" ON "mileage_entries" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "settlement_lines_settlement_idx" ON "settlement_lines" USING btree ("settlement_id","position");--> statement-breakpoint
CREATE INDEX "settlements_user_date_idx" ON "settlements" USING btree ("user_id","settlement_date","id");--> statement-breakpoint
CREATE INDEX "settlements_user_status_idx" ON "settlements" USING btree ("user_id","status");