import type { ReactNode } from 'react';
import { FROM_TABLET_MEDIA, type PictureData } from '../../lib/picture-data';
import type { BreadcrumbItem } from '../../lib/seo';
import type { Page } from '../../schemas/page';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { ButtonLink } from '../ui/Button';
import { Hero } from '../ui/Hero';
import { Picture } from '../ui/Picture';

export interface ContentHeroProps {
  page: Pick<Page, 'title' | 'lead' | 'cta'>;
  /** Breadcrumb trail ending with this page; omitted on the home page. */
  crumbs?: readonly BreadcrumbItem[];
  variant?: 'brand' | 'plain';
  /** The hero picture beside the heading: the page's LCP image, so loaded at once (the layout preloads it too). */
  picture?: PictureData | undefined;
  /** Leaves the picture out on a phone (a listing, whose products must start on the first screen). */
  pictureFromTablet?: boolean;
  /** Shown instead of a bare picture: the picture with something over it (a promotion's artwork and badge). */
  media?: ReactNode;
  /** A short band, for a listing whose products start on the first screen (ui/Hero). */
  size?: 'full' | 'compact';
}

/** A page's opening band from its copy: heading, lead, main call to action and its hero picture. */
export function ContentHero({
  page,
  crumbs,
  variant = 'brand',
  picture,
  pictureFromTablet = false,
  media,
  size = 'full',
}: ContentHeroProps) {
  return (
    <Hero
      title={page.title}
      lead={page.lead}
      variant={variant}
      mediaFromTablet={pictureFromTablet}
      size={size}
      breadcrumbs={crumbs ? <Breadcrumbs items={crumbs} /> : undefined}
      media={
        media ??
        (picture ? (
          <Picture picture={picture} priority media={pictureFromTablet ? FROM_TABLET_MEDIA : undefined} />
        ) : undefined)
      }
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
