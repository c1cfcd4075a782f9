CREATE TABLE "tbill_yields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_date" date NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tbill_yields_auction_date_range" CHECK ("tbill_yields"."auction_date" BETWEEN '1900-01-01' AND '2200-12-31'),
	CONSTRAINT "tbill_yields_rate_range" CHECK ("tbill_yields"."rate" >= 0 AND "tbill_yields"."rate" < 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tbill_yields_auction_date_idx" ON "tbill_yields" USING btree ("auction_date");