ALTER TABLE "trucks" ADD COLUMN "next_service_date" date;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "next_service_miles" integer;