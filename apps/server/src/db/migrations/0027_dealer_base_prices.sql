ALTER TABLE "dealer_prices" ADD COLUMN "base" numeric;--> statement-breakpoint
-- Issue 29: a catalogue page priced every tier of every row with `dealer_price`, half its time.
-- The function is now two steps, each defined once: the rule (`dealer_base_price`: the price before
-- the tiers, unrounded) and the tier (`dealer_tier_price`: the tier of the largest min_quantity not
-- above the quantity, of an active group only, then `dealer_tiered`, rounded once, half up).
-- `dealer_prices` keeps the first step's answer, so a page lists a row's tiers by arithmetic on
-- the group's tiers read once. The answers are unchanged: the same expression, split where it
-- multiplied by the tier.
CREATE OR REPLACE FUNCTION "dealer_base_price"(product_id bigint, price_group_id bigint, at timestamptz)
RETURNS SETOF numeric LANGUAGE sql STABLE PARALLEL SAFE ROWS 1 AS $$
	SELECT coalesce(rule.fixed, p.price * (100 - coalesce(rule.percent, g.discount, 0)) / 100)
	FROM "products" p
	LEFT JOIN "price_groups" g ON g.id = $2 AND g.status = 'active'
		AND (g.starts_at IS NULL OR g.starts_at <= $3) AND (g.ends_at IS NULL OR $3 < g.ends_at)
	LEFT JOIN LATERAL (
		SELECT o.fixed, o.percent FROM (
			SELECT 0 AS nearness,
				CASE po.kind WHEN 'price' THEN po.price END AS fixed,
				CASE po.kind WHEN 'percent' THEN po.discount END AS percent
			FROM "price_groups_product_overrides" po
			WHERE po.owner_id = g.id AND po.product = p.id
				AND (po.starts_at IS NULL OR po.starts_at <= $3) AND (po.ends_at IS NULL OR $3 < po.ends_at)
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
			WHERE (co.starts_at IS NULL OR co.starts_at <= $3) AND (co.ends_at IS NULL OR $3 < co.ends_at)
		) o
		ORDER BY o.nearness, o.fixed NULLS LAST, o.percent DESC NULLS LAST
		LIMIT 1
	) rule ON true
	WHERE p.id = $1
$$;
--> statement-breakpoint
-- A tier's arithmetic: its percent off the base, rounded once to whole kopecks, half up.
CREATE OR REPLACE FUNCTION "dealer_tiered"(base numeric, discount numeric)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT round($1 * (100 - coalesce($2, 0)) / 100)::bigint
$$;
--> statement-breakpoint
-- A group's tiers while it is active (its dates and status as dealer_base_price reads them): none otherwise.
CREATE OR REPLACE FUNCTION "dealer_group_tiers"(price_group_id bigint, at timestamptz)
RETURNS TABLE (min_quantity integer, discount numeric) LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT t.min_quantity, t.discount FROM "price_groups" g JOIN "price_groups_tiers" t ON t.owner_id = g.id
	WHERE g.id = $1 AND g.status = 'active'
		AND (g.starts_at IS NULL OR g.starts_at <= $2) AND (g.ends_at IS NULL OR $2 < g.ends_at)
$$;
--> statement-breakpoint
-- The tier of the largest min_quantity not above the quantity, applied to a base.
CREATE OR REPLACE FUNCTION "dealer_tier_price"(base numeric, price_group_id bigint, quantity integer, at timestamptz)
RETURNS SETOF bigint LANGUAGE sql STABLE PARALLEL SAFE ROWS 1 AS $$
	SELECT "dealer_tiered"($1, tier.discount)
	FROM (SELECT 1) one
	LEFT JOIN LATERAL (
		SELECT t.discount FROM "dealer_group_tiers"($2, $4) t
		WHERE t.min_quantity <= $3
		ORDER BY t.min_quantity DESC
		LIMIT 1
	) tier ON true
$$;
--> statement-breakpoint
-- What migration 0012 defined, now as the two steps above.
CREATE OR REPLACE FUNCTION "dealer_price"(product_id bigint, price_group_id bigint, quantity integer, at timestamptz)
RETURNS SETOF bigint LANGUAGE sql STABLE PARALLEL SAFE ROWS 1 AS $$
	SELECT tp.price
	FROM "dealer_base_price"($1, $2, $4) AS b(base)
	CROSS JOIN LATERAL "dealer_tier_price"(b.base, $2, $3, $4) AS tp(price)
$$;
--> statement-breakpoint
-- Migration 0024's sync, keeping the base beside the price (one rule lookup for both).
CREATE OR REPLACE FUNCTION "dealer_prices_sync"(groups bigint[], products bigint[])
RETURNS void LANGUAGE sql VOLATILE SET jit = off AS $$
	WITH scope AS (
		SELECT p.id, p.category, p.brand, p.status, p.availability FROM "products" p
		WHERE p.id = ANY ($2)
	), want AS MATERIALIZED (
		SELECT p.id AS product_id, g.id AS price_group_id, cat.id AS category_id, d.price, b.base
		FROM scope p
		JOIN "price_groups" g ON $1 IS NULL OR g.id = ANY ($1)
		CROSS JOIN LATERAL (
			SELECT coalesce((SELECT string_to_array(trim(BOTH '/' FROM c.path), '/')::bigint[]
				FROM "categories" c WHERE c.id = p.category), '{}') AS ids
		) path
		CROSS JOIN LATERAL "dealer_base_price"(p.id, g.id, now()) AS b(base)
		CROSS JOIN LATERAL "dealer_tier_price"(b.base, g.id, 1, now()) AS d(price)
		CROSS JOIN LATERAL unnest(ARRAY[0]::bigint[] || path.ids) AS cat(id)
		WHERE p.status = 'published' AND p.availability <> 'discontinued'
			-- the visibility rules of pricing/visibility.ts, on the path found above
			AND (NOT EXISTS (SELECT 1 FROM "price_groups_visible_categories" vc WHERE vc.owner_id = g.id)
				OR EXISTS (SELECT 1 FROM "price_groups_visible_categories" vc
					WHERE vc.owner_id = g.id AND vc.target_id = ANY (path.ids)))
			AND (NOT EXISTS (SELECT 1 FROM "price_groups_visible_brands" vb WHERE vb.owner_id = g.id)
				OR EXISTS (SELECT 1 FROM "price_groups_visible_brands" vb WHERE vb.owner_id = g.id AND vb.target_id = p.brand))
	), gone AS (
		DELETE FROM "dealer_prices" dp
		-- the primary key finds the products' rows (not a scan of the group)
		WHERE dp.product_id = ANY ($2)
			AND ($1 IS NULL OR dp.price_group_id = ANY ($1))
			AND NOT EXISTS (SELECT 1 FROM want w WHERE w.product_id = dp.product_id
				AND w.price_group_id = dp.price_group_id AND w.category_id = dp.category_id)
	)
	INSERT INTO "dealer_prices" (product_id, price_group_id, category_id, price, base)
	SELECT product_id, price_group_id, category_id, price, base FROM want
	ON CONFLICT (product_id, price_group_id, category_id) DO UPDATE SET price = excluded.price, base = excluded.base
		WHERE ("dealer_prices".price, "dealer_prices".base) IS DISTINCT FROM (excluded.price, excluded.base)
$$;
--> statement-breakpoint
-- The stored rows have no base yet: every group is rebuilt by its job, the catalogue computing
-- the prices meanwhile, as after any rule change.
SELECT "dealer_prices_invalidate"(array(SELECT id FROM "price_groups"));
