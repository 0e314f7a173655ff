import { pageSection, sectionsExcept } from '../../lib/page-copy';
import type { BreadcrumbItem } from '../../lib/seo';
import type { Page } from '../../schemas/page';
import { CopySection } from '../sections/CopySection';
import { PageSections } from '../sections/PageSections';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { ButtonLink } from '../ui/Button';
import { Hero } from '../ui/Hero';
import { AppPhone } from './AppPhone';
import { InstallApp } from './InstallApp';
import { KeepCatalogue } from './KeepCatalogue';

export interface AppPageProps {
  /** The page's copy (src/content/pages/app.yaml): sections `install`, `keep-catalogue`, then the rest. */
  page: Page;
  crumbs: readonly BreadcrumbItem[];
}

/**
 * /app: the installable site as a product of its own. The Install button (when the browser offers
 * one) and the way to the catalogue open the page; then how to install by hand, keeping the
 * catalogue, and what works offline and what does not.
 */
export function AppPage({ page, crumbs }: AppPageProps) {
  return (
    <>
      <Hero
        title={page.title}
        lead={page.lead}
        breadcrumbs={<Breadcrumbs items={crumbs} />}
        media={<AppPhone />}
        // On a phone the visitor holds the real thing: the steps start on the first screen instead.
        mediaFromTablet
        actions={
          <>
            <InstallApp />
            <ButtonLink href="#keep-catalogue" size="lg" variant="secondary">
              Keep the catalogue offline
            </ButtonLink>
          </>
        }
      />
      <CopySection section={pageSection(page, 'install')} />
      <CopySection section={pageSection(page, 'keep-catalogue')} tone="muted">
        <KeepCatalogue />
      </CopySection>
      <PageSections sections={sectionsExcept(page, ['install', 'keep-catalogue'])} />
    </>
  );
}
