import { Button } from '../ui/Button';
import { Section } from '../ui/Section';

/**
 * "Keep the catalogue offline", on the products index (linked from the footer and the installed
 * app's shortcuts) and on the offline help page: the markup the `cirrus-keep-catalogue`
 * element (src/islands/offline/keep-catalogue.ts) brings to life. Before it runs the button stays
 * disabled and the line above it says why.
 */
export function KeepCatalogue() {
  return (
    <Section
      id="keep-catalogue"
      title="Keep the catalogue offline"
      intro="Showing our range in a customer’s home, where reception is poor? Store every product, category, FAQ and fault code page, and every owner’s guide, on this device, and they open without a connection."
    >
      <cirrus-keep-catalogue>
        <p data-catalogue-size>The catalogue can be kept once this page has finished loading.</p>
        <Button data-catalogue-start disabled>
          Keep the catalogue offline
        </Button>
        <progress data-catalogue-progress max={1} value={0} hidden aria-label="Catalogue stored so far" />
        <p role="status" aria-live="polite" data-catalogue-status />
      </cirrus-keep-catalogue>
    </Section>
  );
}
