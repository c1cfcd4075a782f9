CREATE TYPE "public"."filing_status" AS ENUM('single', 'married_jointly', 'head_of_household');--> statement-breakpoint
CREATE TABLE "tax_profiles" (
	"user_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"filing_status" "filing_status" DEFAULT 'single' NOT NULL,
	"other_income_cents" bigint DEFAULT 0 NOT NULL,
	"w2_wages_cents" bigint DEFAULT 0 NOT NULL,
	"last_year_tax_cents" bigint,
	"last_year_agi_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_profiles_pk" PRIMARY KEY("user_id","tax_year"),
	CONSTRAINT "tax_profiles_year_range" CHECK ("tax_profiles"."tax_year" BETWEEN 1900 AND 2200)
);
--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;