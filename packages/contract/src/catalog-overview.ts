/**
 * GET /api/catalog/overview (scope catalog.show): what in the catalogue needs attention. Each
 * figure has a product list filter that shows the same products, except `missing_required`.
 */
export interface CatalogOverview {
  total: number;
  by_status: { draft: number; published: number };
  /** By availability code (`productStatuses`). */
  by_availability: Record<string, number>;
  /** `filter[has_image]=0` */
  without_image: number;
  /** Price 0: `filter[price][to]=0` */
  without_price: number;
  /** Missing a value of a required attribute of the main category's set. */
  missing_required: number;
  /** Quantity 0: `filter[quantity][to]=0` */
  out_of_stock: number;
  /** Items waiting in the sandbox of new products. */
  sandbox: number;
  /** Top-level categories with their products and their subcategories' (`filter[category]=id`). */
  categories: { id: number; title: string; products: number }[];
}
