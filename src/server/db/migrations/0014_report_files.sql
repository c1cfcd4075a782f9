CREATE TYPE "public"."report_file_format" AS ENUM('pdf', 'csv');--> statement-breakpoint
CREATE TYPE "public"."report_file_status" AS ENUM('queued', 'running', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."report_file_type" AS ENUM('profit_loss', 'expenses', 'revenue', 'tax', 'mileage', 'custom');--> statement-breakpoint
CREATE TABLE "generated_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" "report_file_type" NOT NULL,
	"format" "report_file_format" NOT NULL,
	"params" jsonb NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" "report_file_status" DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"file_name" text,
	"storage_key" text,
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone,
	CONSTRAINT "generated_reports_progress_range" CHECK ("generated_reports"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_reports_user_created_idx" ON "generated_reports" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "report_templates_user_created_idx" ON "report_templates" USING btree ("user_id","created_at");