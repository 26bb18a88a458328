-- Decision 019: rows point at parents of their own restaurant. The (restaurant_id, id) keys are
-- added before the foreign keys that reference them (drizzle-kit wrote them last).
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "attribute_items" DROP CONSTRAINT "attribute_items_group_id_attribute_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "attribute_items" DROP CONSTRAINT "attribute_items_image_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "break_pattern_products" DROP CONSTRAINT "break_pattern_products_break_pattern_id_break_patterns_id_fk";
--> statement-breakpoint
ALTER TABLE "break_pattern_products" DROP CONSTRAINT "break_pattern_products_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_image_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "happy_hours" DROP CONSTRAINT "happy_hours_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "package_step_products" DROP CONSTRAINT "package_step_products_step_id_package_steps_id_fk";
--> statement-breakpoint
ALTER TABLE "package_step_products" DROP CONSTRAINT "package_step_products_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "package_steps" DROP CONSTRAINT "package_steps_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_attribute_items" DROP CONSTRAINT "product_attribute_items_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_attribute_items" DROP CONSTRAINT "product_attribute_items_attribute_item_id_attribute_items_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_subcategory_id_subcategories_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_image_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_depot_id_depots_id_fk";
--> statement-breakpoint
ALTER TABLE "subcategories" DROP CONSTRAINT "subcategories_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "subcategories" DROP CONSTRAINT "subcategories_image_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "blog_post_tags" DROP CONSTRAINT "blog_post_tags_blog_id_blogs_id_fk";
--> statement-breakpoint
ALTER TABLE "blog_post_tags" DROP CONSTRAINT "blog_post_tags_tag_id_blog_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "blogs" DROP CONSTRAINT "blogs_image_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_table_id_restaurant_tables_id_fk";
--> statement-breakpoint
ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "basket_package_items" DROP CONSTRAINT "basket_package_items_basket_product_id_basket_products_id_fk";
--> statement-breakpoint
ALTER TABLE "basket_package_items" DROP CONSTRAINT "basket_package_items_package_step_product_id_package_step_products_id_fk";
--> statement-breakpoint
ALTER TABLE "basket_product_attribute_items" DROP CONSTRAINT "basket_product_attribute_items_basket_product_id_basket_products_id_fk";
--> statement-breakpoint
ALTER TABLE "basket_product_attribute_items" DROP CONSTRAINT "basket_product_attribute_items_product_attribute_item_id_product_attribute_items_id_fk";
--> statement-breakpoint
ALTER TABLE "basket_products" DROP CONSTRAINT "basket_products_basket_id_baskets_id_fk";
--> statement-breakpoint
ALTER TABLE "basket_products" DROP CONSTRAINT "basket_products_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "baskets" DROP CONSTRAINT "baskets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "baskets" DROP CONSTRAINT "baskets_voucher_id_vouchers_id_fk";
--> statement-breakpoint
ALTER TABLE "baskets" DROP CONSTRAINT "baskets_table_id_restaurant_tables_id_fk";
--> statement-breakpoint
ALTER TABLE "order_products" DROP CONSTRAINT "order_products_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_products" DROP CONSTRAINT "order_products_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "order_status_changes" DROP CONSTRAINT "order_status_changes_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_table_id_restaurant_tables_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_voucher_id_vouchers_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_orders_id_fk";
--> statement-breakpoint
DROP INDEX "media_restaurant_idx";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "attribute_groups" ADD CONSTRAINT "attribute_groups_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "attribute_items" ADD CONSTRAINT "attribute_items_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "break_patterns" ADD CONSTRAINT "break_patterns_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "depots" ADD CONSTRAINT "depots_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "package_step_products" ADD CONSTRAINT "package_step_products_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "package_steps" ADD CONSTRAINT "package_steps_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "product_attribute_items" ADD CONSTRAINT "product_attribute_items_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "basket_products" ADD CONSTRAINT "basket_products_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD CONSTRAINT "restaurant_tables_tenant_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_tenant_fk" FOREIGN KEY ("restaurant_id","user_id") REFERENCES "public"."users"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_tenant_fk" FOREIGN KEY ("restaurant_id","user_id") REFERENCES "public"."users"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attribute_items" ADD CONSTRAINT "attribute_items_group_tenant_fk" FOREIGN KEY ("restaurant_id","group_id") REFERENCES "public"."attribute_groups"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attribute_items" ADD CONSTRAINT "attribute_items_image_tenant_fk" FOREIGN KEY ("restaurant_id","image_id") REFERENCES "public"."media"("restaurant_id","id") ON DELETE set null (image_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "break_pattern_products" ADD CONSTRAINT "break_pattern_products_pattern_tenant_fk" FOREIGN KEY ("restaurant_id","break_pattern_id") REFERENCES "public"."break_patterns"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "break_pattern_products" ADD CONSTRAINT "break_pattern_products_product_tenant_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_image_tenant_fk" FOREIGN KEY ("restaurant_id","image_id") REFERENCES "public"."media"("restaurant_id","id") ON DELETE set null (image_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_product_tenant_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_step_products" ADD CONSTRAINT "package_step_products_step_tenant_fk" FOREIGN KEY ("restaurant_id","step_id") REFERENCES "public"."package_steps"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_step_products" ADD CONSTRAINT "package_step_products_product_tenant_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_steps" ADD CONSTRAINT "package_steps_product_tenant_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_attribute_items" ADD CONSTRAINT "product_attribute_items_product_tenant_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_attribute_items" ADD CONSTRAINT "product_attribute_items_item_tenant_fk" FOREIGN KEY ("restaurant_id","attribute_item_id") REFERENCES "public"."attribute_items"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_tenant_fk" FOREIGN KEY ("restaurant_id","category_id") REFERENCES "public"."categories"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_tenant_fk" FOREIGN KEY ("restaurant_id","subcategory_id") REFERENCES "public"."subcategories"("restaurant_id","id") ON DELETE set null (subcategory_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_tenant_fk" FOREIGN KEY ("restaurant_id","image_id") REFERENCES "public"."media"("restaurant_id","id") ON DELETE set null (image_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_depot_tenant_fk" FOREIGN KEY ("restaurant_id","depot_id") REFERENCES "public"."depots"("restaurant_id","id") ON DELETE set null (depot_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_tenant_fk" FOREIGN KEY ("restaurant_id","category_id") REFERENCES "public"."categories"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_image_tenant_fk" FOREIGN KEY ("restaurant_id","image_id") REFERENCES "public"."media"("restaurant_id","id") ON DELETE set null (image_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_blog_tenant_fk" FOREIGN KEY ("restaurant_id","blog_id") REFERENCES "public"."blogs"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_tag_tenant_fk" FOREIGN KEY ("restaurant_id","tag_id") REFERENCES "public"."blog_tags"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_image_tenant_fk" FOREIGN KEY ("restaurant_id","image_id") REFERENCES "public"."media"("restaurant_id","id") ON DELETE set null (image_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_table_tenant_fk" FOREIGN KEY ("restaurant_id","table_id") REFERENCES "public"."restaurant_tables"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_tenant_fk" FOREIGN KEY ("restaurant_id","user_id") REFERENCES "public"."users"("restaurant_id","id") ON DELETE set null (user_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_order_tenant_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."orders"("restaurant_id","id") ON DELETE set null (order_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "basket_package_items" ADD CONSTRAINT "basket_package_items_line_tenant_fk" FOREIGN KEY ("restaurant_id","basket_product_id") REFERENCES "public"."basket_products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "basket_package_items" ADD CONSTRAINT "basket_package_items_step_product_tenant_fk" FOREIGN KEY ("restaurant_id","package_step_product_id") REFERENCES "public"."package_step_products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "basket_product_attribute_items" ADD CONSTRAINT "basket_product_attribute_items_line_tenant_fk" FOREIGN KEY ("restaurant_id","basket_product_id") REFERENCES "public"."basket_products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "basket_product_attribute_items" ADD CONSTRAINT "basket_product_attribute_items_item_tenant_fk" FOREIGN KEY ("restaurant_id","product_attribute_item_id") REFERENCES "public"."product_attribute_items"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "basket_products" ADD CONSTRAINT "basket_products_basket_tenant_fk" FOREIGN KEY ("restaurant_id","basket_id") REFERENCES "public"."baskets"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "basket_products" ADD CONSTRAINT "basket_products_product_tenant_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_tenant_fk" FOREIGN KEY ("restaurant_id","user_id") REFERENCES "public"."users"("restaurant_id","id") ON DELETE set null (user_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_voucher_tenant_fk" FOREIGN KEY ("restaurant_id","voucher_id") REFERENCES "public"."vouchers"("restaurant_id","id") ON DELETE set null (voucher_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_table_tenant_fk" FOREIGN KEY ("restaurant_id","table_id") REFERENCES "public"."restaurant_tables"("restaurant_id","id") ON DELETE set null (table_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_tenant_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_product_tenant_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."products"("restaurant_id","id") ON DELETE set null (product_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_tenant_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_tenant_fk" FOREIGN KEY ("restaurant_id","user_id") REFERENCES "public"."users"("restaurant_id","id") ON DELETE set null (user_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_tenant_fk" FOREIGN KEY ("restaurant_id","table_id") REFERENCES "public"."restaurant_tables"("restaurant_id","id") ON DELETE set null (table_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_tenant_fk" FOREIGN KEY ("restaurant_id","voucher_id") REFERENCES "public"."vouchers"("restaurant_id","id") ON DELETE set null (voucher_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_tenant_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
