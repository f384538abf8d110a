CREATE TABLE "price_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"discount" numeric(15, 2) DEFAULT 0 NOT NULL,
	"min_order_amount" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_groups_category_overrides" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_groups_category_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"category" bigint NOT NULL,
	"kind" text DEFAULT 'percent' NOT NULL,
	"discount" numeric(15, 2),
	"price" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_groups_product_overrides" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_groups_product_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"product" bigint NOT NULL,
	"kind" text DEFAULT 'percent' NOT NULL,
	"discount" numeric(15, 2),
	"price" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_groups_tiers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_groups_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"discount" numeric(15, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_groups_visible_categories" (
	"owner_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "price_groups_visible_categories_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "price_groups_visible_brands" (
	"owner_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "price_groups_visible_brands_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "price_groups_category_overrides" ADD CONSTRAINT "price_groups_category_overrides_owner_id_price_groups_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups_category_overrides" ADD CONSTRAINT "price_groups_category_overrides_category_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups_product_overrides" ADD CONSTRAINT "price_groups_product_overrides_owner_id_price_groups_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups_product_overrides" ADD CONSTRAINT "price_groups_product_overrides_product_products_id_fk" FOREIGN KEY ("product") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups_tiers" ADD CONSTRAINT "price_groups_tiers_owner_id_price_groups_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups_visible_categories" ADD CONSTRAINT "price_groups_visible_categories_owner_id_price_groups_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups_visible_categories" ADD CONSTRAINT "price_groups_visible_categories_target_id_categories_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups_visible_brands" ADD CONSTRAINT "price_groups_visible_brands_owner_id_price_groups_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups_visible_brands" ADD CONSTRAINT "price_groups_visible_brands_target_id_brands_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_groups_name_unique" ON "price_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "price_groups_name_sort_idx" ON "price_groups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "price_groups_name_trgm_idx" ON "price_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_groups_discount_sort_idx" ON "price_groups" USING btree ("discount","id");--> statement-breakpoint
CREATE INDEX "price_groups_min_order_amount_sort_idx" ON "price_groups" USING btree ("min_order_amount","id");--> statement-breakpoint
CREATE INDEX "price_groups_starts_at_sort_idx" ON "price_groups" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "price_groups_ends_at_sort_idx" ON "price_groups" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "price_groups_status_sort_idx" ON "price_groups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "price_groups_created_at_idx" ON "price_groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "price_groups_updated_at_idx" ON "price_groups" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "price_groups_category_overrides_owner_idx" ON "price_groups_category_overrides" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "price_groups_category_overrides_category_idx" ON "price_groups_category_overrides" USING btree ("category");--> statement-breakpoint
CREATE INDEX "price_groups_category_overrides_owner_id_category_idx" ON "price_groups_category_overrides" USING btree ("owner_id","category");--> statement-breakpoint
CREATE INDEX "price_groups_product_overrides_owner_idx" ON "price_groups_product_overrides" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "price_groups_product_overrides_product_idx" ON "price_groups_product_overrides" USING btree ("product");--> statement-breakpoint
CREATE INDEX "price_groups_product_overrides_owner_id_product_idx" ON "price_groups_product_overrides" USING btree ("owner_id","product");--> statement-breakpoint
CREATE INDEX "price_groups_tiers_owner_idx" ON "price_groups_tiers" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "price_groups_visible_categories_target_idx" ON "price_groups_visible_categories" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "price_groups_visible_brands_target_idx" ON "price_groups_visible_brands" USING btree ("target_id","owner_id");--> statement-breakpoint
-- The dealer price of one unit of a product, in kopecks, for a price group, a quantity and a moment
-- (modules/dealers/pricing/price-function.api.test.ts holds its table of cases). One rule wins: the
-- product's own override, else the override of the nearest category on the product's main
-- category's path (its own first), else the group's base discount; within that level a fixed
-- price beats a percent, and of equals the lower price. Rows (and the group) count only within
-- their dates and an inactive group gives the retail price. Then the tier of the largest
-- min_quantity not above the quantity takes its further percent off, and the result is rounded once
-- to whole kopecks, half up. It reads the clock only through `at`, so a price captured on an order
-- line can be asked again for the moment it was placed. No row for a product that does not exist.
-- A set of one row rather than a scalar: called in FROM (`CROSS JOIN LATERAL dealer_price(p.id, …)`)
-- the planner inlines it into the page's own query, 50 products in 0.85 ms on 1 000 000 products
-- and a group of 500 overrides, where a scalar function ran its plan per row (2.5 ms).
CREATE OR REPLACE FUNCTION "dealer_price"(product_id bigint, price_group_id bigint, quantity integer, at timestamptz)
RETURNS SETOF bigint LANGUAGE sql STABLE PARALLEL SAFE ROWS 1 AS $$
	SELECT round(
		coalesce(rule.fixed, p.price * (100 - coalesce(rule.percent, g.discount, 0)) / 100)
			* (100 - coalesce(tier.discount, 0)) / 100
	)::bigint
	FROM "products" p
	LEFT JOIN "price_groups" g ON g.id = $2 AND g.status = 'active'
		AND (g.starts_at IS NULL OR g.starts_at <= $4) AND (g.ends_at IS NULL OR $4 < g.ends_at)
	LEFT JOIN LATERAL (
		SELECT o.fixed, o.percent FROM (
			SELECT 0 AS nearness,
				CASE po.kind WHEN 'price' THEN po.price END AS fixed,
				CASE po.kind WHEN 'percent' THEN po.discount END AS percent
			FROM "price_groups_product_overrides" po
			WHERE po.owner_id = g.id AND po.product = p.id
				AND (po.starts_at IS NULL OR po.starts_at <= $4) AND (po.ends_at IS NULL OR $4 < po.ends_at)
			UNION ALL
			-- a path is /root/…/self/: the category itself is nearness 1, its parent 2, and so on
			SELECT 1 + cardinality(path.ids) - array_position(path.ids, co.category),
				CASE co.kind WHEN 'price' THEN co.price END,
				CASE co.kind WHEN 'percent' THEN co.discount END
			FROM (
				SELECT string_to_array(trim(BOTH '/' FROM c.path), '/')::bigint[] AS ids
				FROM "categories" c WHERE c.id = p.category
			) path
			JOIN "price_groups_category_overrides" co ON co.owner_id = g.id AND co.category = ANY (path.ids)
			WHERE (co.starts_at IS NULL OR co.starts_at <= $4) AND (co.ends_at IS NULL OR $4 < co.ends_at)
		) o
		ORDER BY o.nearness, o.fixed NULLS LAST, o.percent DESC NULLS LAST
		LIMIT 1
	) rule ON true
	LEFT JOIN LATERAL (
		SELECT t.discount FROM "price_groups_tiers" t
		WHERE t.owner_id = g.id AND t.min_quantity <= $3
		ORDER BY t.min_quantity DESC
		LIMIT 1
	) tier ON true
	WHERE p.id = $1
$$;
