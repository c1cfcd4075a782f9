CREATE TYPE "public"."per_diem_day_kind" AS ENUM('full', 'partial');--> statement-breakpoint
CREATE TABLE "per_diem_days" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" "per_diem_day_kind" NOT NULL,
	"outside_conus" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "per_diem_days_pk" PRIMARY KEY("user_id","date"),
	CONSTRAINT "per_diem_days_date_range" CHECK ("per_diem_days"."date" BETWEEN '1900-01-01' AND '2200-12-31')
);
--> statement-breakpoint
ALTER TABLE "per_diem_days" ADD CONSTRAINT "per_diem_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here: the tax report reads the per diem log, so its writes move the books'
-- version like every table the answers read (0035_books_version.sql, decision 024).
CREATE TRIGGER "per_diem_days_books_version_insert" AFTER INSERT ON "per_diem_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_books_version"();
--> statement-breakpoint
CREATE TRIGGER "per_diem_days_books_version_update" AFTER UPDATE ON "per_diem_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_books_version"();
--> statement-breakpoint
CREATE TRIGGER "per_diem_days_books_version_delete" AFTER DELETE ON "per_diem_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_books_version"();
