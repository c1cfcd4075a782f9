CREATE TYPE "public"."admin_notification_priority" AS ENUM('urgent', 'high', 'normal');--> statement-breakpoint
CREATE TYPE "public"."admin_notification_status" AS ENUM('unread', 'read');--> statement-breakpoint
CREATE TYPE "public"."admin_notification_type" AS ENUM('expense_alert', 'revenue_alert', 'system_alert');--> statement-breakpoint
CREATE TABLE "admin_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "admin_notification_type" NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"status" "admin_notification_status" DEFAULT 'unread' NOT NULL,
	"priority" "admin_notification_priority" DEFAULT 'normal' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedup_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_notifications_dedup_key_unique" UNIQUE("dedup_key")
);
--> statement-breakpoint
CREATE INDEX "admin_notifications_created_idx" ON "admin_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_notifications_status_idx" ON "admin_notifications" USING btree ("status");