import type { BreadcrumbItem } from '../../lib/seo';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Hero } from '../ui/Hero';

export interface SupportHeroProps {
  title: string;
  /** Short line above the title (the family a code belongs to). */
  eyebrow?: string | undefined;
  lead?: string | undefined;
  crumbs: readonly BreadcrumbItem[];
}

/** The plain opening band of a support page, with its breadcrumb trail. */
export function SupportHero({ title, eyebrow, lead, crumbs }: SupportHeroProps) {
  return (
    <Hero
      title={title}
      {...(eyebrow ? { eyebrow } : {})}
      {...(lead ? { lead } : {})}
      variant="plain"
      breadcrumbs={<Breadcrumbs items={crumbs} />}
    />
  );
}
