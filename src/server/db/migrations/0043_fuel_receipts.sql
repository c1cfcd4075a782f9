ALTER TYPE "public"."document_kind" ADD VALUE 'fuel_receipt';--> statement-breakpoint
ALTER TABLE "fuel_purchases" ADD COLUMN "review" jsonb;