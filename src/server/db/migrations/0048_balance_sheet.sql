ALTER TYPE "public"."report_file_type" ADD VALUE 'balance_sheet';--> statement-breakpoint
CREATE TABLE "balance_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"as_of_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_items_amount_range" CHECK ("balance_items"."amount_cents" >= 0),
	CONSTRAINT "balance_items_as_of_range" CHECK ("balance_items"."as_of_date" BETWEEN '1900-01-01' AND '2200-12-31')
);
--> statement-breakpoint
ALTER TABLE "balance_items" ADD CONSTRAINT "balance_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_items_user_date_idx" ON "balance_items" USING btree ("user_id","as_of_date");