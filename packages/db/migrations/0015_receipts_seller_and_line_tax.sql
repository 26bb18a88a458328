ALTER TABLE "order_products" ADD COLUMN "tax_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "vat_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "tax_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- decision 086: the number's moment is the invoice's date of issue, kept with it by the same trigger
CREATE OR REPLACE FUNCTION "number_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.invoice_number IS NULL
     AND (NEW.payment_state = 'paid' OR (NEW.payment_state = 'on_site' AND NEW.status = 'delivered')) THEN
    INSERT INTO invoice_sequences AS s (restaurant_id, last_number) VALUES (NEW.restaurant_id, 1)
      ON CONFLICT (restaurant_id) DO UPDATE SET last_number = s.last_number + 1
      RETURNING last_number INTO NEW.invoice_number;
    NEW.invoiced_at := now();
  END IF;
  RETURN NEW;
END
$$;
