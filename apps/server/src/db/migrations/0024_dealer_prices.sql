CREATE TABLE "dealer_price_counts" (
	"price_group_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "dealer_price_counts_price_group_id_category_id_pk" PRIMARY KEY("price_group_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_price_states" (
	"price_group_id" bigint PRIMARY KEY NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"generation" bigint DEFAULT 1 NOT NULL,
	"valid_until" timestamp with time zone,
	"rebuilt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dealer_prices" (
	"product_id" bigint NOT NULL,
	"price_group_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "dealer_prices_product_id_price_group_id_category_id_pk" PRIMARY KEY("product_id","price_group_id","category_id")
);
--> statement-breakpoint
CREATE INDEX "dealer_prices_listing_idx" ON "dealer_prices" USING btree ("price_group_id","category_id","price","product_id");--> statement-breakpoint
-- Stored dealer prices (issue 29; modules/dealers/pricing/stored-prices.md). A change that names its
-- products (a product's price, category, status, brand; a product override) rewrites those
-- products' rows in its own statement. A change that may reach a whole group (its discount, dates,
-- status, a category override, a tier from quantity 1, a visibility list, a moved category) marks
-- the group stale and queues a `dealer-prices` job that rebuilds it in batches; while a group is
-- stale, the catalogue computes its prices with `dealer_price` itself, so no answer is ever old.
--
-- The rows of `products` (their ids) for `groups` (NULL: all)
-- made to match `dealer_price(…, 1, now())`: rows for products a group no longer orders are removed.
-- The triggers that call it hold the shared advisory lock `hashtext('dealer_prices')` and a
-- rebuild's batch the exclusive one, so a batch never writes a price read before a product's
-- change that committed while it ran (each waits for the other, and reads after the wait).
-- A list of ids, never "all" or a range: the function's statement is planned once for any
-- arguments, and `= ANY ($2)` is an index condition in such a plan, where `$2 IS NULL OR …` scanned
-- the whole table.
CREATE OR REPLACE FUNCTION "dealer_prices_sync"(groups bigint[], products bigint[])
RETURNS void LANGUAGE sql VOLATILE SET jit = off AS $$
	WITH scope AS (
		SELECT p.id, p.category, p.brand, p.status, p.availability FROM "products" p
		WHERE p.id = ANY ($2)
	), want AS MATERIALIZED (
		SELECT p.id AS product_id, g.id AS price_group_id, cat.id AS category_id, d.price
		FROM scope p
		JOIN "price_groups" g ON $1 IS NULL OR g.id = ANY ($1)
		CROSS JOIN LATERAL (
			SELECT coalesce((SELECT string_to_array(trim(BOTH '/' FROM c.path), '/')::bigint[]
				FROM "categories" c WHERE c.id = p.category), '{}') AS ids
		) path
		CROSS JOIN LATERAL "dealer_price"(p.id, g.id, 1, now()) AS d(price)
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
	INSERT INTO "dealer_prices" (product_id, price_group_id, category_id, price)
	SELECT product_id, price_group_id, category_id, price FROM want
	ON CONFLICT (product_id, price_group_id, category_id) DO UPDATE SET price = excluded.price
		WHERE "dealer_prices".price <> excluded.price
$$;
--> statement-breakpoint
-- The groups' stored prices may no longer be read; a job for each (one queued is enough) rebuilds them.
CREATE OR REPLACE FUNCTION "dealer_prices_invalidate"(groups bigint[])
RETURNS void LANGUAGE sql VOLATILE AS $$
	INSERT INTO "dealer_price_states" (price_group_id, stale, generation)
	SELECT DISTINCT g, true, 1 FROM unnest($1) g WHERE g IS NOT NULL
	ON CONFLICT (price_group_id) DO UPDATE SET stale = true, generation = "dealer_price_states".generation + 1;
	INSERT INTO "jobs" (kind, params)
	SELECT DISTINCT 'dealer-prices', jsonb_build_object('group', g) FROM unnest($1) g
	WHERE g IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "jobs" j WHERE j.kind = 'dealer-prices'
		AND j.status = 'queued' AND j.params = jsonb_build_object('group', g))
$$;
--> statement-breakpoint
-- The next moment after `at` one of the group's dated rules starts or ends (NULL: none ahead).
CREATE OR REPLACE FUNCTION "dealer_prices_next_change"(group_id bigint, at timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE AS $$
	SELECT min(t) FROM (
		SELECT unnest(ARRAY[g.starts_at, g.ends_at]) t FROM "price_groups" g WHERE g.id = $1
		UNION ALL SELECT unnest(ARRAY[o.starts_at, o.ends_at]) FROM "price_groups_category_overrides" o WHERE o.owner_id = $1
		UNION ALL SELECT unnest(ARRAY[o.starts_at, o.ends_at]) FROM "price_groups_product_overrides" o WHERE o.owner_id = $1
	) moments WHERE t > $2
$$;
--> statement-breakpoint
-- A statement of more than 10 000 products (a bulk seed, a mass update) rebuilds every group by
-- its job instead: rewriting them here would hold that statement for minutes.
CREATE OR REPLACE FUNCTION "dealer_prices_products_touched"(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF ids IS NULL THEN RETURN; END IF;
	IF cardinality(ids) > 10000 THEN
		PERFORM "dealer_prices_invalidate"((SELECT array_agg(id) FROM "price_groups"));
	ELSE
		PERFORM pg_advisory_xact_lock_shared(hashtext('dealer_prices'));
		PERFORM "dealer_prices_sync"(NULL, ids);
	END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dealer_prices_products_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "dealer_prices_products_touched"((SELECT array_agg(id) FROM added));
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the columns the price, the category tree or the visibility read: a stock change is not one.
CREATE OR REPLACE FUNCTION "dealer_prices_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids bigint[];
BEGIN
	SELECT array_agg(n.id) INTO ids FROM after_rows n JOIN before_rows o ON o.id = n.id
	WHERE (n.price, n.category, n.brand, n.status, n.availability) IS DISTINCT FROM (o.price, o.category, o.brand, o.status, o.availability);
	PERFORM "dealer_prices_products_touched"(ids);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dealer_prices_products_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "dealer_prices" WHERE product_id IN (SELECT id FROM removed);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_products_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_products_added"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_products_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_products_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_products_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS removed
	FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_products_removed"();
--> statement-breakpoint
-- A product override names its product: those rows are rewritten at once, for the override's group.
CREATE OR REPLACE FUNCTION "dealer_prices_product_overrides_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE groups bigint[]; ids bigint[];
BEGIN
	PERFORM pg_advisory_xact_lock_shared(hashtext('dealer_prices'));
	IF TG_OP <> 'INSERT' THEN
		SELECT array_agg(DISTINCT owner_id), array_agg(DISTINCT product) INTO groups, ids FROM before_rows;
		PERFORM "dealer_prices_sync"(groups, ids);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT array_agg(DISTINCT owner_id), array_agg(DISTINCT product) INTO groups, ids FROM after_rows;
		PERFORM "dealer_prices_sync"(groups, ids);
		-- a dated override moves the group's next change
		UPDATE "dealer_price_states" s SET valid_until = "dealer_prices_next_change"(s.price_group_id, now())
		WHERE s.price_group_id = ANY (groups);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_product_overrides_insert" AFTER INSERT ON "price_groups_product_overrides"
	REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_product_overrides_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_product_overrides_update" AFTER UPDATE ON "price_groups_product_overrides"
	REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_product_overrides_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_product_overrides_delete" AFTER DELETE ON "price_groups_product_overrides"
	REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_product_overrides_changed"();
--> statement-breakpoint
-- Rules that may reach every product of a group: the group is rebuilt by a job.
CREATE OR REPLACE FUNCTION "dealer_prices_group_rules_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE groups bigint[];
BEGIN
	IF TG_OP = 'INSERT' THEN SELECT array_agg(owner_id) INTO groups FROM after_rows;
	ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(owner_id) INTO groups FROM before_rows;
	ELSE SELECT array_agg(owner_id) INTO groups FROM (SELECT owner_id FROM before_rows UNION SELECT owner_id FROM after_rows) x;
	END IF;
	IF groups IS NOT NULL THEN PERFORM "dealer_prices_invalidate"(groups); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Tiers price quantities; only a tier from one piece changes the price of one.
CREATE OR REPLACE FUNCTION "dealer_prices_tiers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE groups bigint[];
BEGIN
	IF TG_OP = 'INSERT' THEN SELECT array_agg(owner_id) INTO groups FROM after_rows WHERE min_quantity <= 1;
	ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(owner_id) INTO groups FROM before_rows WHERE min_quantity <= 1;
	ELSE SELECT array_agg(owner_id) INTO groups FROM (SELECT owner_id FROM before_rows WHERE min_quantity <= 1
		UNION SELECT owner_id FROM after_rows WHERE min_quantity <= 1) x;
	END IF;
	IF groups IS NOT NULL THEN PERFORM "dealer_prices_invalidate"(groups); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_category_overrides_insert" AFTER INSERT ON "price_groups_category_overrides"
	REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_group_rules_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_category_overrides_update" AFTER UPDATE ON "price_groups_category_overrides"
	REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_group_rules_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_category_overrides_delete" AFTER DELETE ON "price_groups_category_overrides"
	REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_group_rules_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_visible_categories_insert" AFTER INSERT ON "price_groups_visible_categories"
	REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_group_rules_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_visible_categories_update" AFTER UPDATE ON "price_groups_visible_categories"
	REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_group_rules_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_visible_categories_delete" AFTER DELETE ON "price_groups_visible_categories"
	REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_group_rules_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_visible_brands_insert" AFTER INSERT ON "price_groups_visible_brands"
	REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_group_rules_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_visible_brands_update" AFTER UPDATE ON "price_groups_visible_brands"
	REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_group_rules_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_visible_brands_delete" AFTER DELETE ON "price_groups_visible_brands"
	REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_group_rules_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_tiers_insert" AFTER INSERT ON "price_groups_tiers"
	REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_tiers_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_tiers_update" AFTER UPDATE ON "price_groups_tiers"
	REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_tiers_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_tiers_delete" AFTER DELETE ON "price_groups_tiers"
	REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_tiers_changed"();
--> statement-breakpoint
-- A new group, or one whose discount, status or dates change, is rebuilt; a removed group's rows
-- go with it (the job finds the group gone and removes them in batches).
CREATE OR REPLACE FUNCTION "dealer_prices_groups_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		DELETE FROM "dealer_price_states" WHERE price_group_id = OLD.id;
		INSERT INTO "jobs" (kind, params) VALUES ('dealer-prices', jsonb_build_object('group', OLD.id));
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' OR (NEW.discount, NEW.status, NEW.starts_at, NEW.ends_at)
		IS DISTINCT FROM (OLD.discount, OLD.status, OLD.starts_at, OLD.ends_at) THEN
		PERFORM "dealer_prices_invalidate"(ARRAY[NEW.id]);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_groups_change" AFTER INSERT OR UPDATE OR DELETE ON "price_groups"
	FOR EACH ROW EXECUTE FUNCTION "dealer_prices_groups_changed"();
--> statement-breakpoint
-- A category moved elsewhere in the tree changes the ancestors, overrides and visibility of its
-- products: every group is rebuilt.
CREATE OR REPLACE FUNCTION "dealer_prices_categories_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM after_rows n JOIN before_rows o ON o.id = n.id WHERE n.path <> o.path) THEN
		PERFORM "dealer_prices_invalidate"((SELECT array_agg(id) FROM "price_groups"));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dealer_prices_categories_update" AFTER UPDATE ON "categories"
	REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_prices_categories_moved"();
--> statement-breakpoint
-- A category's total without counting it: kept by every statement that adds or removes rows.
CREATE OR REPLACE FUNCTION "dealer_price_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "dealer_price_counts" AS c (price_group_id, category_id, products)
		SELECT price_group_id, category_id, count(*) FROM after_rows GROUP BY 1, 2
		ON CONFLICT (price_group_id, category_id) DO UPDATE SET products = c.products + excluded.products;
	ELSE
		UPDATE "dealer_price_counts" c SET products = c.products - gone.n
		FROM (SELECT price_group_id, category_id, count(*) AS n FROM before_rows GROUP BY 1, 2) gone
		WHERE c.price_group_id = gone.price_group_id AND c.category_id = gone.category_id;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dealer_price_counts_insert" AFTER INSERT ON "dealer_prices"
	REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_price_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "dealer_price_counts_delete" AFTER DELETE ON "dealer_prices"
	REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION "dealer_price_counts_changed"();
--> statement-breakpoint
-- The groups there are now are rebuilt by the jobs this queues; meanwhile the catalogue computes.
SELECT "dealer_prices_invalidate"((SELECT array_agg(id) FROM "price_groups"));
