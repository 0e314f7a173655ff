import type { BreadcrumbItem } from '../../lib/seo';
import type { Page } from '../../schemas/page';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { ButtonLink } from '../ui/Button';
import { Hero } from '../ui/Hero';

export interface ContentHeroProps {
  page: Pick<Page, 'title' | 'lead' | 'cta'>;
  /** Breadcrumb trail ending with this page; omitted on the home page. */
  crumbs?: readonly BreadcrumbItem[];
  variant?: 'brand' | 'plain';
}

/** A page's opening band from its copy: heading, lead and main call to action. */
export function ContentHero({ page, crumbs, variant = 'brand' }: ContentHeroProps) {
  return (
    <Hero
      title={page.title}
      lead={page.lead}
      variant={variant}
      breadcrumbs={crumbs ? <Breadcrumbs items={crumbs} /> : undefined}
      actions={
        page.cta ? (
          <ButtonLink href={page.cta.href} size="lg">
            {page.cta.label}
          </ButtonLink>
        ) : undefined
      }
    />
  );
}
