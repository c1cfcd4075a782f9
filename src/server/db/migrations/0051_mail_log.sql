CREATE TYPE "public"."mail_log_status" AS ENUM('sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."mail_route" AS ENUM('smtp', 'outbox');--> statement-breakpoint
CREATE TABLE "mail_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"status" "mail_log_status" NOT NULL,
	"via" "mail_route" NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_log_created_at_idx" ON "mail_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_log_status_created_at_idx" ON "mail_log" USING btree ("status","created_at");