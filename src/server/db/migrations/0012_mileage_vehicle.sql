CREATE TYPE "public"."mileage_vehicle" AS ENUM('car_pickup_van', 'tractor');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mileage_vehicle" "mileage_vehicle";