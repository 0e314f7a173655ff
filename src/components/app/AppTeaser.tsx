import { ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';

/**
 * Where "Keep the catalogue offline" used to sit on the products index: a pointer to the app page,
 * which keeps it, shows when it was saved and offers Update and Remove. The section keeps its
 * `keep-catalogue` anchor, so installed apps' old shortcut and saved links still arrive somewhere
 * that leads on.
 */
export function AppTeaser() {
  return (
    <Section
      id="keep-catalogue"
      title="Showing the range without reception?"
      intro="Install the Cirrus Climate app and keep the whole catalogue on your phone or tablet: every product page with its pictures, the fault codes and the owner’s guides open offline, and so does the sizing tool."
    >
      <ButtonLink href="/app#keep-catalogue" variant="secondary">
        Keep the catalogue offline
      </ButtonLink>
    </Section>
  );
}
