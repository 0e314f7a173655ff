import { productUrl } from '../../lib/catalogue-urls';
import type { GallerySlide } from '../../lib/picture-data';
import { headlineSpecs, modelNumberSpecs } from '../../lib/product-facts';
import { productTypeLabels } from '../../lib/product-labels';
import type { PromotionBadge as PromotionBadgeData } from '../../lib/product-records';
import type { BreadcrumbItem } from '../../lib/seo';
import { sizingProduct } from '../../lib/sizing/from-catalogue';
import { roomSizeAssumptions, roomSizeOf, roomSizeText } from '../../lib/sizing/room-range';
import type { Product } from '../../schemas/product';
import { CompareToggle } from '../compare/CompareToggle';
import { PromotionBadge } from '../promotions/PromotionBadge';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { ButtonLink } from '../ui/Button';
import { ProductIllustration } from '../ui/ProductIllustration';
import { ProductGallery } from './ProductGallery';
import styles from './ProductOverview.module.css';

export interface ProductOverviewProps {
  product: Product;
  /** Where "Get a quote" goes, with this product preselected. */
  quoteHref: string;
  dealerHref: string;
  crumbs: readonly BreadcrumbItem[];
  /** The promotion covering this product today, if one does. */
  promotion?: PromotionBadgeData | undefined;
  /** The product's pictures; without any, the type's drawing stands in. */
  gallery?: readonly GallerySlide[];
}

/**
 * The top of a product page: gallery, name (the page's h1), model numbers, key specs and actions.
 * Site search reads the name and summary here; the labels, numbers and specs it skips are in the
 * specification table further down, where they read as sentences.
 */
export function ProductOverview({
  product,
  quoteHref,
  dealerHref,
  crumbs,
  promotion,
  gallery = [],
}: ProductOverviewProps) {
  const current = product.status === 'current';
  const sizing = sizingProduct(product);
  const roomSize = roomSizeOf(sizing);
  return (
    <header className={styles.overview}>
      <div className="container">
        <Breadcrumbs items={crumbs} />
      </div>
      <div className={`container ${styles.inner}`}>
        {gallery.length > 0 ? (
          <ProductGallery slides={gallery} name={product.name} />
        ) : (
          <div className={styles.media}>
            <ProductIllustration
              type={product.productType}
              accent={product.productType === 'gas-heater' ? 'warm' : 'cool'}
              label={`Drawing of a ${productTypeLabels[product.productType].toLowerCase()}`}
            />
          </div>
        )}
        <div className={styles.text}>
          <p className={styles.eyebrow} data-pagefind-ignore="">
            {product.range} range · {productTypeLabels[product.productType]}
          </p>
          <h1 className={styles.title}>{product.name}</h1>
          <dl className={styles.models} data-pagefind-ignore="">
            {modelNumberSpecs(product).map((spec) => (
              <div key={spec.label}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.summary}>{product.summary}</p>
          {promotion ? <PromotionBadge promotion={promotion} variant="page" /> : null}
          <h2 className="visually-hidden" data-pagefind-ignore="">
            At a glance
          </h2>
          <dl className={styles.glance} data-pagefind-ignore="">
            {headlineSpecs(product).map((spec) => (
              <div key={spec.label} className={styles.fact}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
            <div className={styles.fact}>
              <dt>Suits</dt>
              <dd>{roomSizeText(roomSize)}</dd>
            </div>
          </dl>
          <p className={styles.sizeNote} data-pagefind-ignore="">
            Sizes by our sizing tool's own rule, for {roomSizeAssumptions}. Sunny west-facing or poorly
            insulated rooms need more: <a href="/your-perfect-climate">size your rooms</a>.
          </p>
          {/* Filled in by sizing-answer.ts when the visitor came from the sizing tool's results. */}
          <p
            className={styles.sizingAnswer}
            data-sizing-answer=""
            data-cooling-kw={sizing.coolingKw ?? undefined}
            data-heating-kw={sizing.heatingKw ?? undefined}
            data-airflow-m3h={sizing.airflowM3h ?? undefined}
            hidden
          />
          <div className={styles.actions} data-pagefind-ignore="">
            <ButtonLink href={quoteHref} variant="accent" size="lg">
              {current ? 'Get a quote for this model' : 'Get a quote for a replacement'}
            </ButtonLink>
            <ButtonLink href={dealerHref} variant="secondary" size="lg">
              Find a dealer
            </ButtonLink>
            <CompareToggle
              slug={product.slug}
              name={product.name}
              path={productUrl(product)}
              variant="page"
            />
          </div>
        </div>
      </div>
    </header>
  );
}
