CREATE TABLE "reserve_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payer_name" text NOT NULL,
	"kind" text NOT NULL,
	"required_balance_cents" bigint,
	"weekly_deposit_cents" bigint,
	"interest_rate" numeric(7, 4),
	"lease_end_date" date,
	"from_settlements" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_accounts_lease_end_range" CHECK ("reserve_accounts"."lease_end_date" BETWEEN '1900-01-01' AND '2200-12-31')
);
--> statement-breakpoint
CREATE TABLE "reserve_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"direction" text,
	"amount_cents" bigint NOT NULL,
	"date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"settlement_id" uuid,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_entries_amount_positive" CHECK ("reserve_entries"."amount_cents" > 0),
	CONSTRAINT "reserve_entries_date_range" CHECK ("reserve_entries"."date" BETWEEN '1900-01-01' AND '2200-12-31')
);
--> statement-breakpoint
ALTER TABLE "reserve_accounts" ADD CONSTRAINT "reserve_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_entries" ADD CONSTRAINT "reserve_entries_account_id_reserve_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."reserve_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_entries" ADD CONSTRAINT "reserve_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_entries" ADD CONSTRAINT "reserve_entries_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_entries" ADD CONSTRAINT "reserve_entries_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserve_accounts_user_idx" ON "reserve_accounts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reserve_entries_account_idx" ON "reserve_entries" USING btree ("account_id","date");