ALTER TABLE "table_payment_claim_lines" DROP CONSTRAINT "table_payment_claim_lines_one_line";--> statement-breakpoint
ALTER TABLE "table_payment_claim_lines" ADD COLUMN "tip_order_id" integer;--> statement-breakpoint
ALTER TABLE "table_payment_sessions" ADD COLUMN "guests" jsonb;--> statement-breakpoint
ALTER TABLE "table_payment_claim_lines" ADD CONSTRAINT "table_payment_claim_lines_tip_order_tenant_fk" FOREIGN KEY ("restaurant_id","tip_order_id") REFERENCES "public"."orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baskets_table_idx" ON "baskets" USING btree ("restaurant_id","table_id");--> statement-breakpoint
ALTER TABLE "table_payment_claim_lines" ADD CONSTRAINT "table_payment_claim_lines_one_line" CHECK (num_nonnulls("table_payment_claim_lines"."order_product_id", "table_payment_claim_lines"."tip_order_id", "table_payment_claim_lines"."external_item_id") = 1 and "table_payment_claim_lines"."quantity" > 0);