CREATE TABLE "ifta_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"headers" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"confidence" jsonb NOT NULL,
	"confident" boolean DEFAULT false NOT NULL,
	"saved_mapping_used" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"row_count" integer NOT NULL,
	"created_count" integer,
	"matched_count" integer,
	"skipped_count" integer,
	"problems" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	CONSTRAINT "ifta_imports_row_count" CHECK ("ifta_imports"."row_count" BETWEEN 0 AND 20000)
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ifta_imports" ADD CONSTRAINT "ifta_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ifta_imports_user_idx" ON "ifta_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_user_layout_idx" ON "import_mappings" USING btree ("user_id","kind","signature");