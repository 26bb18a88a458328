ALTER TABLE "orders" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
-- issue 36: the invoice keeps the seller it named, and a credit note the moment it was issued.
-- When the order gets its number (decision 085), the restaurant's legal details are copied onto
-- it; a later correction by the owner changes the next invoices, never an issued one.
CREATE OR REPLACE FUNCTION "stamp_invoice_moment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.invoice_number IS NOT NULL AND NEW.invoiced_at IS NULL THEN
    NEW.invoiced_at := now();
  END IF;
  -- the credit note's date of issue
  IF NEW.credit_note_number IS NOT NULL AND NEW.credited_at IS NULL THEN
    NEW.credited_at := now();
  END IF;
  IF NEW.invoice_number IS NOT NULL AND NEW.seller IS NULL THEN
    SELECT jsonb_build_object(
      'name', COALESCE(NULLIF(r.legal_name, ''), r.name),
      'street', r.street,
      'postalCode', r.postal_code,
      'city', r.city,
      'country', r.country,
      'vatId', r.vat_id,
      'taxNumber', r.tax_number,
      'email', r.email,
      'telephone', r.telephone
    ) INTO NEW.seller
    FROM restaurants r WHERE r.id = NEW.restaurant_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- the invoices issued before this migration name the seller as it is now: the closest record there is
UPDATE "orders" o SET "seller" = jsonb_build_object(
  'name', COALESCE(NULLIF(r.legal_name, ''), r.name),
  'street', r.street,
  'postalCode', r.postal_code,
  'city', r.city,
  'country', r.country,
  'vatId', r.vat_id,
  'taxNumber', r.tax_number,
  'email', r.email,
  'telephone', r.telephone
)
FROM "restaurants" r
WHERE r.id = o.restaurant_id AND o.invoice_number IS NOT NULL AND o.seller IS NULL;
