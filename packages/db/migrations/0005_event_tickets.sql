CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"slot_start" timestamp with time zone NOT NULL,
	"holder_name" text NOT NULL,
	"code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slot_usage" ADD COLUMN "kind" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_usage" DROP CONSTRAINT "slot_usage_restaurant_id_slot_start_pk";--> statement-breakpoint
ALTER TABLE "slot_usage" ADD CONSTRAINT "slot_usage_restaurant_id_kind_slot_start_pk" PRIMARY KEY("restaurant_id","kind","slot_start");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_tenant_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_product_tenant_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."products"("restaurant_id","id") ON DELETE set null (product_id) ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_unique" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tickets_slot_idx" ON "tickets" USING btree ("restaurant_id","slot_start");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ticket_times_restaurant_idx" ON "ticket_times" USING btree ("restaurant_id","weekday");