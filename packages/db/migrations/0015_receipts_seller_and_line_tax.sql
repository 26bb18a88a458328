ALTER TABLE "order_products" ADD COLUMN "tax_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "vat_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "tax_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- decision 086: the moment an order got its invoice number is the invoice's date of issue; a
-- trigger of its own that runs after number_invoice (triggers fire by name), whatever that gives
CREATE FUNCTION "stamp_invoice_moment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.invoice_number IS NOT NULL AND NEW.invoiced_at IS NULL THEN
    NEW.invoiced_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_stamp_invoice_moment" BEFORE INSERT OR UPDATE OF "payment_state", "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "stamp_invoice_moment"();
