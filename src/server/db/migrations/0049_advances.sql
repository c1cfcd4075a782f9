CREATE TABLE "advances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payer_name" text NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"expense_category" text,
	"description" text DEFAULT '' NOT NULL,
	"ledger_entry_id" uuid,
	"settlement_id" uuid,
	"settlement_line_position" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advances_amount_positive" CHECK ("advances"."amount_cents" > 0),
	CONSTRAINT "advances_date_range" CHECK ("advances"."date" BETWEEN '1900-01-01' AND '2200-12-31')
);
--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advances_user_idx" ON "advances" USING btree ("user_id","date");--> statement-breakpoint
-- Hand-written from here: advances owed are the books too (the balance sheet's liabilities are
-- answered under users.books_version, migration 0035, decision 024).
CREATE TRIGGER "advances_books_version_insert" AFTER INSERT ON "advances" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version();--> statement-breakpoint
CREATE TRIGGER "advances_books_version_update" AFTER UPDATE ON "advances" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version();--> statement-breakpoint
CREATE TRIGGER "advances_books_version_delete" AFTER DELETE ON "advances" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version();
