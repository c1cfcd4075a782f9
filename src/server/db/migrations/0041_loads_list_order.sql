DROP INDEX "loads_user_pickup_idx";--> statement-breakpoint
CREATE INDEX "loads_user_pickup_idx" ON "loads" USING btree ("user_id","pickup_date" DESC NULLS LAST,"id" DESC NULLS LAST);