import type { ReactNode } from 'react';
import { pageSection, sectionsExcept } from '../../lib/page-copy';
import type { BreadcrumbItem } from '../../lib/seo';
import type { Page } from '../../schemas/page';
import type { WarrantyTerms as Terms } from '../../schemas/warranty';
import { ContentHero } from './ContentHero';
import { CopySection } from './CopySection';
import { PageSections } from './PageSections';
import { WarrantyTerms } from './WarrantyTerms';

export interface WarrantyPageProps {
  page: Page;
  terms: Terms;
  crumbs: readonly BreadcrumbItem[];
  /** The registration form, shown in the page's `register` section. */
  children: ReactNode;
}

/** /warranty: the terms, the registration form in the `register` section, then the other sections. */
export function WarrantyPage({ page, terms, crumbs, children }: WarrantyPageProps) {
  return (
    <>
      <ContentHero page={page} crumbs={crumbs} />
      <WarrantyTerms terms={terms} />
      <CopySection section={pageSection(page, 'register')}>{children}</CopySection>
      <PageSections sections={sectionsExcept(page, ['register'])} startTone="muted" />
    </>
  );
}
