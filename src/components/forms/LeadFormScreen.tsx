import type { BreadcrumbItem } from '../../lib/seo';
import type { Page } from '../../schemas/page';
import { ContentHero } from '../sections/ContentHero';
import { FormPageLayout } from './FormPageLayout';
import { LeadForm, type LeadFormProps } from './LeadForm';

export interface LeadFormScreenProps {
  /** The page's copy: heading, lead, and the sections shown beside the form. */
  page: Page;
  crumbs: readonly BreadcrumbItem[];
  form: LeadFormProps;
}

/** A page that is one lead form: the opening band, then the form beside its supporting copy. */
export function LeadFormScreen({ page, crumbs, form }: LeadFormScreenProps) {
  return (
    <>
      <ContentHero page={page} crumbs={crumbs} variant="plain" />
      <FormPageLayout aside={page.sections}>
        <LeadForm {...form} />
      </FormPageLayout>
    </>
  );
}
