CREATE TABLE "invoice_sequences" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"category" text NOT NULL,
	"way" text NOT NULL,
	"rate" integer NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_tax_rates_rate_range" CHECK ("restaurant_tax_rates"."rate" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "attribute_items" ADD COLUMN "tax_category" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_category" text DEFAULT 'food' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_number" integer;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tax_rates" ADD CONSTRAINT "restaurant_tax_rates_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_tax_rates_restaurant_idx" ON "restaurant_tax_rates" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_unique" ON "orders" USING btree ("restaurant_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_credit_note_number_unique" ON "orders" USING btree ("restaurant_id","credit_note_number");--> statement-breakpoint
-- decision 085: an order gets its invoice number when it is paid, or handed over when paid on
-- site, and a credit note when an invoiced order is rejected or refunded; in the order's own
-- transaction, so a rollback gives the number back (gapless)
CREATE FUNCTION "number_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.invoice_number IS NULL
     AND (NEW.payment_state = 'paid' OR (NEW.payment_state = 'on_site' AND NEW.status = 'delivered')) THEN
    INSERT INTO invoice_sequences AS s (restaurant_id, last_number) VALUES (NEW.restaurant_id, 1)
      ON CONFLICT (restaurant_id) DO UPDATE SET last_number = s.last_number + 1
      RETURNING last_number INTO NEW.invoice_number;
  END IF;
  -- an invoiced order rejected or refunded: a credit note, never an edit of the invoice
  IF NEW.invoice_number IS NOT NULL AND NEW.credit_note_number IS NULL
     AND (NEW.status = 'rejected' OR NEW.payment_state IN ('refund_ready', 'refunded')) THEN
    UPDATE invoice_sequences SET last_number = last_number + 1
      WHERE restaurant_id = NEW.restaurant_id
      RETURNING last_number INTO NEW.credit_note_number;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_number_invoice" BEFORE INSERT OR UPDATE OF "payment_state", "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "number_invoice"();
