ALTER TABLE "restaurants" ADD COLUMN "cuisine" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "testimonials_restaurant_idx" ON "testimonials" USING btree ("restaurant_id","rating");--> statement-breakpoint
CREATE INDEX "close_times_restaurant_idx" ON "close_times" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "delivery_areas_postal_code_idx" ON "delivery_areas" USING btree ("postal_code","restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurants_postal_code_idx" ON "restaurants" USING btree ("postal_code");