CREATE TYPE "public"."access_level" AS ENUM('read', 'write');--> statement-breakpoint
CREATE TABLE "access_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"accountant_id" uuid,
	"access" "access_level" DEFAULT 'read' NOT NULL,
	"invite_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "access_grants_invite_token_hash_unique" UNIQUE("invite_token_hash")
);
--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_accountant_id_users_id_fk" FOREIGN KEY ("accountant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_grants_live_idx" ON "access_grants" USING btree ("client_id",lower("email")) WHERE "access_grants"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "access_grants_accountant_idx" ON "access_grants" USING btree ("accountant_id") WHERE "access_grants"."revoked_at" is null;