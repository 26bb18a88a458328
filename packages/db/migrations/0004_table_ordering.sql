-- Issue 16, ordering at the table (decision 027): areas, active flags and stronger QR tokens for
-- tables; table calls for the live board; robot endpoints kept server-side.
CREATE TABLE "robot_endpoints" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret_header" text,
	"secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer
);
--> statement-breakpoint
ALTER TABLE "restaurant_tables" ALTER COLUMN "qr_code" SET DEFAULT rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=');--> statement-breakpoint
-- Added by hand (decision 027): tokens made before this migration were single UUIDs (122 random
-- bits); every table gets a new, stronger one. No QR sheet was printed before table ordering existed.
UPDATE "restaurant_tables" SET "qr_code" = DEFAULT;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "robot_endpoints" ADD CONSTRAINT "robot_endpoints_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_acknowledged_by_managers_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_table_tenant_fk" FOREIGN KEY ("restaurant_id","table_id") REFERENCES "public"."restaurant_tables"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_calls_table_idx" ON "table_calls" USING btree ("restaurant_id","table_id","created_at");--> statement-breakpoint
CREATE INDEX "table_calls_open_idx" ON "table_calls" USING btree ("restaurant_id","acknowledged_at");