ALTER TABLE "settlements" ALTER COLUMN "broker" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ALTER COLUMN "settlement_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_confirmed_fields_check" CHECK ("settlements"."confirmed_at" IS NULL OR ("settlements"."broker" IS NOT NULL AND "settlements"."settlement_date" IS NOT NULL));