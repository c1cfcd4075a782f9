CREATE TABLE "catalogue_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"yearly_amount_cents" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"provider_product_id" text,
	"provider_price_id" text,
	"provider_yearly_price_id" text
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_email" text NOT NULL,
	"user_id" uuid,
	"item_id" text,
	"description" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"stripe_session_id" text,
	"provider_invoice_id" text
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"item_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_session_key" ON "payments" USING btree ("stripe_session_id") WHERE "payments"."stripe_session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_key" ON "payments" USING btree ("provider_invoice_id") WHERE "payments"."provider_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "service_orders_status_idx" ON "service_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_key" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
-- The catalogue (spec sections 1 and 9). Yearly plan prices are ten months' worth (two months free):
-- the spec does not show them; docs/decisions/016-billing.md.
INSERT INTO "catalogue_items" ("id", "kind", "name", "description", "features", "amount_cents", "yearly_amount_cents", "position") VALUES
  ('driver', 'plan', 'Driver', 'For company drivers', '["Document uploads and storage","Expense tracking","Basic analytics","Tax document organization","Mobile app access"]', 4999, 49990, 1),
  ('owner_operator', 'plan', 'Owner Operator', 'For owner-operators running their own business', '["Everything in Driver","Advanced analytics","Profit and loss tracking","Tax preparation tools","Unlimited document storage"]', 9999, 99990, 2),
  ('fleet_manager', 'plan', 'Fleet Manager', 'For fleets and their drivers', '["Everything in Owner Operator","Multi-driver management","Fleet analytics dashboard","Team collaboration tools","Priority support"]', 19999, 199990, 3),
  ('tax_preparation', 'service', 'Tax Preparation', 'Tax return preparation, quarterly planning and audit support', '[]', 29999, NULL, 4),
  ('document_processing', 'service', 'Document Processing', 'Up to 500 documents processed with a 48-hour turnaround', '[]', 9999, NULL, 5),
  ('business_consultation', 'service', 'Business Consultation', 'A 2-hour session with a trucking business advisor', '[]', 19999, NULL, 6),
  ('additional_storage', 'addon', 'Additional Storage', 'An extra 100 GB of document storage', '[]', 999, NULL, 7),
  ('priority_support', 'addon', 'Priority Support', 'Your tickets and chats answered first', '[]', 2999, NULL, 8);
