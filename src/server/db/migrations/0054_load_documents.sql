CREATE TYPE "public"."load_document_kind" AS ENUM('rate_confirmation', 'bol', 'proof_of_delivery', 'other');--> statement-breakpoint
ALTER TYPE "public"."document_kind" ADD VALUE 'load_attachment';--> statement-breakpoint
CREATE TABLE "load_documents" (
	"load_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" "load_document_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_documents_load_id_document_id_pk" PRIMARY KEY("load_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "load_documents" ADD CONSTRAINT "load_documents_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_documents" ADD CONSTRAINT "load_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_documents_document_idx" ON "load_documents" USING btree ("document_id");--> statement-breakpoint
-- A load read from a rate confirmation has that document attached.
INSERT INTO "load_documents" ("load_id", "document_id", "kind", "created_at")
SELECT "id", "document_id", 'rate_confirmation', "created_at" FROM "loads" WHERE "document_id" IS NOT NULL
ON CONFLICT DO NOTHING;
