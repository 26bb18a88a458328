-- Issue 17, shared table payments (decision 029): one bill per table, the guests' claims on it and
-- their lines, items the restaurant adds; a payment pays an order or a claim, never both.
CREATE TABLE "table_payment_claim_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_payment_claim_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"order_product_id" integer,
	"external_item_id" integer,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "table_payment_claim_lines_one_line" CHECK (num_nonnulls("table_payment_claim_lines"."order_product_id", "table_payment_claim_lines"."external_item_id") = 1 and "table_payment_claim_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "table_payment_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_payment_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"claimant" text NOT NULL,
	"name" text,
	"kind" text NOT NULL,
	"ways" integer,
	"amount" integer NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"payment_type" text NOT NULL,
	"email" text,
	"lang" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "table_payment_claims_tenant_key" UNIQUE("restaurant_id","id"),
	CONSTRAINT "table_payment_claims_amount_positive" CHECK ("table_payment_claims"."amount" > 0 and "table_payment_claims"."tip" >= 0)
);
--> statement-breakpoint
CREATE TABLE "table_payment_external_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_payment_external_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_payment_external_items_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "table_payment_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_payment_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "table_payment_sessions_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
-- by hand: the claim lines' key below points at (restaurant_id, id) of order_products, so it must exist first
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_tenant_key" UNIQUE("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_payment_session_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "table_claim_id" integer;--> statement-breakpoint
ALTER TABLE "table_payment_claim_lines" ADD CONSTRAINT "table_payment_claim_lines_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_payment_claim_lines" ADD CONSTRAINT "table_payment_claim_lines_claim_tenant_fk" FOREIGN KEY ("restaurant_id","claim_id") REFERENCES "public"."table_payment_claims"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_payment_claim_lines" ADD CONSTRAINT "table_payment_claim_lines_order_line_tenant_fk" FOREIGN KEY ("restaurant_id","order_product_id") REFERENCES "public"."order_products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_payment_claim_lines" ADD CONSTRAINT "table_payment_claim_lines_external_item_tenant_fk" FOREIGN KEY ("restaurant_id","external_item_id") REFERENCES "public"."table_payment_external_items"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_payment_claims" ADD CONSTRAINT "table_payment_claims_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_payment_claims" ADD CONSTRAINT "table_payment_claims_session_tenant_fk" FOREIGN KEY ("restaurant_id","session_id") REFERENCES "public"."table_payment_sessions"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_payment_external_items" ADD CONSTRAINT "table_payment_external_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_payment_external_items" ADD CONSTRAINT "table_payment_external_items_session_tenant_fk" FOREIGN KEY ("restaurant_id","session_id") REFERENCES "public"."table_payment_sessions"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_payment_sessions" ADD CONSTRAINT "table_payment_sessions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_payment_sessions" ADD CONSTRAINT "table_payment_sessions_table_tenant_fk" FOREIGN KEY ("restaurant_id","table_id") REFERENCES "public"."restaurant_tables"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_payment_claim_lines_claim_idx" ON "table_payment_claim_lines" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "table_payment_claims_session_idx" ON "table_payment_claims" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_payment_claims_idempotency_unique" ON "table_payment_claims" USING btree ("restaurant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "table_payment_external_items_session_idx" ON "table_payment_external_items" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_payment_sessions_public_id_unique" ON "table_payment_sessions" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_payment_sessions_open_unique" ON "table_payment_sessions" USING btree ("restaurant_id","table_id") WHERE "table_payment_sessions"."state" = 'open';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_payment_tenant_fk" FOREIGN KEY ("restaurant_id","table_payment_session_id") REFERENCES "public"."table_payment_sessions"("restaurant_id","id") ON DELETE set null (table_payment_session_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_table_claim_tenant_fk" FOREIGN KEY ("restaurant_id","table_claim_id") REFERENCES "public"."table_payment_claims"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_table_claim_idx" ON "payments" USING btree ("table_claim_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (num_nonnulls("payments"."order_id", "payments"."table_claim_id") = 1);