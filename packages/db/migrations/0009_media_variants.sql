ALTER TABLE "media" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "variants" jsonb;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_body_or_variants" CHECK (num_nonnulls("media"."body", "media"."variants") = 1);