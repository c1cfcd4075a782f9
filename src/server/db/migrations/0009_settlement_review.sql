-- A settlement's review (issues, per-field confidence) lives on the settlement, not its document.
ALTER TABLE "settlements" ADD COLUMN "review" jsonb;
--> statement-breakpoint
UPDATE "settlements" s SET "review" = jsonb_build_object('issues', r -> 'issues', 'confidence', r -> 'confidence')
  FROM "documents" d, jsonb_array_elements(coalesce(d."result" -> 'reviews', '[]'::jsonb)) r
  WHERE s."document_id" = d."id" AND r ->> 'settlementId' = s."id"::text;
--> statement-breakpoint
UPDATE "documents" SET "result" = "result" - 'reviews' WHERE "result" ? 'reviews';
--> statement-breakpoint
-- The average of the confidences was never read: the review keeps them per field.
ALTER TABLE "settlements" DROP COLUMN "confidence";
